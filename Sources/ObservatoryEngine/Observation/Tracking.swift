/// The set of `(object, property)` pairs read while a tracking scope ran (R1). Reading the same
/// property twice changes nothing; entries keep first-read order so the trace is deterministic.
struct AccessList {
  /// Each object read, with its fields in first-read order and the line of each first read.
  /// `lines` is empty while every line is 0 (the trace is off), so a quiet read allocates less.
  private(set) var entries: [Entry] = []
  struct Entry {
    let object: Instance
    var fields: SmallList<Int>
    var lines: [Int]
    /// The line of the k-th field's first read (0 when not recorded).
    func line(_ k: Int) -> Int { k < lines.count ? lines[k] : 0 }
  }
  /// Computed properties read in the scope (`cart.totalItems`), with the stored properties
  /// their getter is built on. Recorded only with the trace on, for the graph.
  var computed: [(label: String, from: [String])] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Forgets every read, keeping the storage.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    computed.removeAll()
  }

  /// Adds a read; returns false when it was already recorded.
  @discardableResult
  mutating func add(_ object: Instance, _ field: Int, line: Int = 0) -> Bool {
    for k in entries.indices where entries[k].object === object {
      if entries[k].fields.contains(field) { return false }
      entries[k].fields.append(field)
      if line != 0 || !entries[k].lines.isEmpty {
        let missing = entries[k].fields.count - 1 - entries[k].lines.count
        entries[k].lines += repeatElement(0, count: missing)
        entries[k].lines.append(line)
      }
      return true
    }
    entries.append(Entry(object: object, fields: SmallList(field), lines: line != 0 ? [line] : []))
    return true
  }

  /// R3: when an inner scope ends, its reads are added to the enclosing scope.
  mutating func merge(_ other: AccessList) {
    for e in other.entries { for (k, f) in e.fields.enumerated() { add(e.object, f, line: e.line(k)) } }
    for c in other.computed where !computed.contains(where: { $0.label == c.label }) { computed.append(c) }
  }

  /// `counter.tracked`, `room.player.volume`-style names of everything read.
  var labels: [String] {
    entries.flatMap { e in e.fields.map { "\(e.object.label).\(e.object.cls.observedName($0))" } }
  }

  /// The line where `object.field` was first read.
  func line(of object: Instance, _ field: Int) -> Int? {
    guard let e = entries.first(where: { $0.object === object }), let k = e.fields.firstIndex(of: field) else {
      return nil
    }
    let line = e.line(k)
    return line > 0 ? line : nil
  }
}

/// The write that reached an observer: which object and stored property, and which half.
struct Change {
  let object: Instance
  let field: Int
  let kind: Registrar.Kind
  var label: String { "\(object.label).\(object.cls.observedName(field))" }
}

/// One tracking installed by `withObservationTracking` (or by an `Observations` evaluation or a
/// view body): where it registered, whether it fired, whether it is cancelled. It is also the
/// `ObservationTracking` handle lessons receive in the willSet/didSet variant (R10).
public final class Tracking: HostObject {
  enum Handler {
    /// `withObservationTracking(_:onChange:)`: fire once, then cancel everywhere (R5).
    case oneShot(onChange: Value)
    /// The SPI `withObservationTracking(_:willSet:didSet:)`: fire on every write until cancelled (R10).
    case persistent(willSet: Value?, didSet: Value?)
    /// Playground machinery (Observations loops, view bodies) reacting in Swift code.
    case custom((Tracking, Change) throws -> Void)
  }

  /// A tracking's name, as a learner sees it: `T1`, `T2`, ... or the name of the loop or view
  /// that owns it, made into a string only when shown.
  struct Name: Sendable {
    let id: Int
    let given: String?
    var label: String { given ?? Name.numbered(id) }
    /// `T3`: the name of the third `withObservationTracking`.
    static func numbered(_ id: Int) -> String { "T\(id)" }
  }

  let id: Int
  var name: Name { Name(id: id, given: givenLabel) }
  /// `T1`, `T2`, ... or the name of the loop or view that owns it (made only when shown).
  package var label: String { name.label }
  private let givenLabel: String?
  /// The handler, kept as plain fields: firing reads the one callback it calls, never copying the
  /// whole handler (a write with a persistent observer fires two callbacks).
  /// Whether this is a one-shot tracking (`onChange`, R5).
  let isOneShot: Bool
  /// The callback a willSet notification calls: a one-shot's `onChange`, a persistent `willSet`.
  let willSetCallback: Value?
  /// A persistent tracking's `didSet`.
  let didSetCallback: Value?
  /// Playground machinery's handler (`Handler.custom`).
  let custom: ((Tracking, Change) throws -> Void)?
  /// Line of the `withObservationTracking` call.
  let line: Int
  /// What the apply closure read, as the learner would name it.
  let reads: [String]
  /// Where each read happened: (object, field) → line. Identifiers, not references: a tracking
  /// must not keep the objects it observes alive (R12).
  var readLines: [ObjectIdentifier: [Int: Int]] = [:]

  func line(of object: Instance, _ field: Int) -> Int? {
    readLines[ObjectIdentifier(object)]?[field].flatMap { $0 > 0 ? $0 : nil }
  }
  /// Each registration this tracking holds (one per object and kind).
  private(set) var entries = SmallList<(registrar: Registrar, id: Int)>()
  private(set) var isCancelled = false
  var fireCount = 0
  /// R10: the key path of the write being reported, set just before each callback.
  private(set) var changed: (cls: ClassInfo, field: Int)?

  /// Sets `changed` unless it already says this (the usual case: a persistent observer of one
  /// property), so that a callback does not count a reference to the class on every write.
  @inline(__always)
  func noteChanged(_ cls: ClassInfo, _ field: Int) {
    if changed?.cls === cls, changed?.field == field { return }
    changed = (cls, field)
  }

  /// What kind of observer this is, for the graph and explanations.
  let kind: ObserverKind

  /// A nil `label` names the tracking `T<id>`.
  init(id: Int, label: String?, handler: Handler, line: Int, reads: [String], kind: ObserverKind? = nil) {
    self.id = id
    self.givenLabel = label
    self.line = line
    self.reads = reads
    switch handler {
    case .oneShot(let onChange):
      (isOneShot, willSetCallback, didSetCallback, custom) = (true, onChange, nil, nil)
      self.kind = kind ?? .oneShot
    case .persistent(let willSet, let didSet):
      (isOneShot, willSetCallback, didSetCallback, custom) = (false, willSet, didSet, nil)
      self.kind = kind ?? .persistent
    case .custom(let body):
      (isOneShot, willSetCallback, didSetCallback, custom) = (false, nil, nil, body)
      self.kind = kind ?? .view
    }
  }

  override public var typeName: String { "ObservationTracking" }

  func add(_ registrar: Registrar, id: Int) { entries.append((registrar, id)) }

  /// Removes every registration of this tracking, on every object (R5).
  func cancel() {
    isCancelled = true
    let held = entries
    entries = SmallList()
    for e in held { e.registrar.remove(e.id) }
  }

  /// The object died: its registrar already dropped our registrations (R12).
  func forget(_ registrar: Registrar) {
    entries.removeAll { $0.registrar === registrar }
  }
}
