import ObservatoryEngine

/// The events `observatory verify` compares, in the words the traced program reports them
/// (`PreludeTrace.swift`, one `observatory: event ...` line each), made from the playground's trace:
///
/// - `read Cart#1.items in T@12`: a tracked read recorded in a tracking scope (R1), reported once
///   per scope; the scope is a `withObservationTracking` (`T@12`, made at line 12), an `Observations` loop's evaluation
///   (`loop #1`) or a view's body on the prelude's host (`body Tile`);
/// - `willSet Cart#1.items`, `didSet Cart#1.items`: a write that notifies (R4, R8; not a
///   same-value write, R7), whether or not anyone observes it;
/// - `fired T@12 onChange, sees []`: a callback ran (R4, R5), and what the property being written
///   held then (the old value in willSet);
/// - `delivered loop #1: 30`, `ended loop #1: cancelled`: an `Observations` iterator's element
///   (R14–R16) and its end (R22);
/// - `body Tile`: a view's body ran on the host (p20).
///
/// Objects are named by class and order of first appearance (`Cart#2` is the second `Cart` the
/// events name), loops by order of first appearance, trackings by the line that made them and
/// their place among the trackings made there (`T@12.2`), as the program can name them; a
/// tracking's name then does not depend on the order of sibling observers that make trackings.
/// A value is shown when it is made of numbers, strings, booleans, optionals and arrays (and at
/// most 60 characters): others differ in their text between Swift and the trace by design.
///
/// What is not compared: a callback's reads into a tracking it runs inside of (whether they are
/// new to it depends on the order of sibling callbacks; `readsFromOutside`). Nor, because the real
/// program cannot see it: a one-shot tracking's
/// cancellation (the runtime cancels it inside, after onChange returns: R5, R6; that it never
/// fires again is compared), whether a write had observers, the transaction a loop's wake-up
/// opens (its evaluation and delivery are compared, at the point they happen), legacy
/// `objectWillChange` sends (Combine, simulated on Linux).
struct TraceEvents {
  private var objects: [String: [Int: Int]] = [:]
  private var loops: [String: Int] = [:]
  /// `T7` → `T@12.2`: each `withObservationTracking` by its line and its place among those made
  /// there, in the order they were made (the playground numbers every tracking as it is made).
  private let trackings: TrackingNames
  /// What ran the code that made each tracking (nil: the main program).
  private let madeBy: [String: Cause?]

  /// The names of the trackings in `all`, the run's whole trace.
  init(_ all: [TraceEvent]) {
    var madeBy: [String: Cause?] = [:]
    var names = TrackingNames()
    for e in all {
      switch e.kind {
      case .armed(let t, _, _), .nothingTracked(let t):
        if t.hasPrefix("T"), Int(t.dropFirst()) != nil { madeBy[t] = e.cause }
      default: continue
      }
      names.add(e)
    }
    self.madeBy = madeBy
    trackings = names
  }

  /// The event lines for one trace event (none, one, or a write's two when nobody observed it).
  mutating func lines(for e: TraceEvent) -> [String] {
    switch e.kind {
    case .read(_, let scope):
      guard let s = property(e), !readsFromOutside(e, scope) else { return [] }
      return ["read \(s) in \(self.scope(scope))"]
    case .willSet:
      guard let s = property(e) else { return [] }
      return ["willSet \(s)"]
    case .unobserved, .held:
      // Nobody is notified; the didSet comes where the store ends (`didSet(after:)`).
      guard let s = property(e) else { return [] }
      return ["willSet \(s)"]
    case .didSet:
      guard let s = property(e) else { return [] }
      return ["didSet \(s)"]
    case .fired(let tracking, let callback, _, _, let sees):
      // The value seen is the written property's, which the trace reads only for a macro-made one
      // (a class that conforms by hand calls its own registrar).
      let seen = e.subject?.observable == true ? sees.flatMap(TraceEvents.plain) : nil
      return ["fired \(scope(tracking)) \(callback)" + (seen.map { ", sees " + $0 } ?? "")]
    case .loop(let label, let event):
      let loop = scope(label)
      switch event {
      case .delivers(let value, _): return ["delivered \(loop)" + (TraceEvents.plain(value).map { ": " + $0 } ?? "")]
      case .cancelledBeforeStart, .cancelled, .cancelledWhileWaiting: return ["ended \(loop): cancelled"]
      case .threw: return ["ended \(loop): threw"]
      case .finished: return ["ended \(loop)"]
      default: return []
      }
    case .body(let view, _, _, _):
      return ["body \(TraceEvents.viewType(view))"]
    default:
      return []
    }
  }

  /// A callback's read into a tracking it runs inside of (a write in that tracking's apply closure
  /// fired it): whether the read is new to the tracking depends on which sibling callback read it
  /// first, an order Swift does not promise (R13), so neither side reports it (the tracking still
  /// holds it, R3; what it then fires is compared).
  private func readsFromOutside(_ e: TraceEvent, _ scope: String) -> Bool {
    guard let cause = e.cause, let made = madeBy[scope] else { return false }
    return !(made?.path.contains { $0 === cause } ?? false)
  }

  /// The didSet of a write that notified nobody, where its store ended
  /// (`Trace.unannouncedStores`).
  mutating func didSet(of subject: TraceSubject) -> String? {
    property(subject).map { "didSet \($0)" }
  }

  /// `Cart#1.items`, for an `@Observable` object's property (nil for others: an
  /// `ObservableObject`'s writes do not reach the Observation registrar).
  private mutating func property(_ e: TraceEvent) -> String? {
    e.subject.flatMap { property($0) }
  }

  private mutating func property(_ s: TraceSubject) -> String? {
    guard s.observable else { return nil }
    let cls = TraceEvents.className(s.className)
    var numbers = objects[cls, default: [:]]
    let k = numbers[s.serial] ?? numbers.count + 1
    numbers[s.serial] = k
    objects[cls] = numbers
    return "\(cls)#\(k).\(s.property)"
  }

  /// `T@12`, `loop #1` (renumbered by first appearance), or `body Tile` for a view's body.
  private mutating func scope(_ label: String) -> String {
    if label.hasPrefix("T"), Int(label.dropFirst()) != nil { return trackings.name(label) ?? label }
    if label.hasPrefix("loop #") {
      let k = loops[label] ?? loops.count + 1
      loops[label] = k
      return "loop #\(k)"
    }
    return "body \(TraceEvents.viewType(label))"
  }

  /// `Tile` from a node's label `Tile[3]#2`.
  static func viewType(_ label: String) -> String {
    String(label.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// `Box` from `Box<Int>` or `Outer.Box`: the name Swift's `String(describing:)` gives a class.
  static func className(_ name: String) -> String {
    let unqualified = name.split(separator: ".").last.map(String.init) ?? name
    return String(unqualified.prefix { $0 != "<" })
  }

  // MARK: - Values

  /// The value, if the trace shows it the way Swift does: made of numbers, strings, booleans,
  /// `nil`, `Optional(...)` and arrays. Structs, enums, objects, tuples, dictionaries are left out
  /// (the trace writes them in its own short form). A value longer than 60 characters is cut to
  /// its first 57 and `…`, on both sides (`describeShort`, the traced prelude's `plain`): such a
  /// text is shown when its 57 characters begin a plain value.
  static func plain(_ text: String) -> String? {
    let cut = text.hasSuffix("…") && !text.hasSuffix(", …]")
    if cut && text.count != 58 { return nil }
    var p = PlainParser(Array((cut ? String(text.dropLast()) : text).unicodeScalars), partial: cut)
    guard p.value(), p.at >= p.scalars.count else { return nil }
    return text
  }

  private struct PlainParser {
    let scalars: [Unicode.Scalar]
    /// The text is the beginning of a value: running out of it anywhere is no error.
    let partial: Bool
    var at = 0
    init(_ scalars: [Unicode.Scalar], partial: Bool) {
      self.scalars = scalars
      self.partial = partial
    }

    /// A partial text has run out.
    var ended: Bool { partial && at >= scalars.count }

    mutating func eat(_ s: String) -> Bool {
      let u = Array(s.unicodeScalars)
      if partial && at + u.count > scalars.count && at < scalars.count
        && Array(scalars[at...]) == Array(u.prefix(scalars.count - at))
      {
        at = scalars.count
        return true
      }
      guard at + u.count <= scalars.count, Array(scalars[at..<at + u.count]) == u else { return false }
      at += u.count
      return true
    }

    mutating func value() -> Bool {
      guard at < scalars.count else { return partial }
      if eat("Optional(") { return value() && (ended || eat(")")) }
      if eat("[") {
        if ended || eat("]") { return true }
        repeat {
          if eat("…") { return eat("]") }
          guard value() else { return false }
          if ended { return true }
        } while eat(", ")
        return ended || eat("]")
      }
      if scalars[at] == "\"" { return string() }
      for word in ["true", "false", "nil", "-nan", "nan", "-inf", "inf"] where eat(word) { return !identifierFollows }
      return number()
    }

    var identifierFollows: Bool {
      at < scalars.count && (scalars[at].properties.isAlphabetic || scalars[at] == "_")
    }

    mutating func string() -> Bool {
      at += 1
      while at < scalars.count {
        if scalars[at] == "\\" {
          at += 2
          continue
        }
        if scalars[at] == "\"" {
          at += 1
          return true
        }
        at += 1
      }
      return partial
    }

    mutating func number() -> Bool {
      let start = at
      if at < scalars.count, scalars[at] == "-" { at += 1 }
      while at < scalars.count, "0123456789.e+-".unicodeScalars.contains(scalars[at]) { at += 1 }
      return at > start && scalars[start..<at].contains { $0.properties.numericType != nil } && !identifierFollows
    }
  }
}
