import ObservatoryEngine

/// The words of the playground's answers (`Explanation`: `#why`/`#whynot`, `:why`/`:whynot`,
/// `#counts`, an empty `#screen`), of an observer's state (the graph, `:why`) and of how a loop
/// ended, each citing the rule it shows.
public enum ExplanationText {
  /// The lines of an answer, in order.
  public static func lines(_ parts: [Explanation]) -> [String] { parts.flatMap(lines) }

  static func lines(_ part: Explanation) -> [String] {
    switch part {
    case .noObserversYet(let name):
      return ["nothing named \(name) has observed anything: no tracking, loop or view exists yet"]
    case .noSuchObserver(let name, let near, let names):
      return [
        "no observer is called \(name)" + (near.map { " (did you mean \($0)?)" } ?? ""),
        "observers so far: " + names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : ""),
      ]

    case .notTriggered(let o, let status):
      return ["\(o) has not been triggered by any change yet (it is \(state(status))).", "try :whynot \(o)"]
    case .oneShotFired(let o, let cause, let readLine, let armedLine):
      return [
        "\(write(cause.line)) changed \(cause.property)",
        "→ willSet of \(cause.property) ran \(o)'s onChange before the new value was stored (R4)",
        "   because \(o)'s apply closure read \(cause.property)\(at: readLine)" + armed(armedLine),
        "→ then \(o) was cancelled on everything it read: one-shot (R5)",
      ]
    case .sinkRan(let o, let cause, let holds):
      return [
        "\(write(cause.line)) changed \(cause.property), a @Published property of \(holds.joined(separator: ", "))",
        "→ in its willSet, the object's objectWillChange fired and ran \(o)'s closure, before the store",
        "   (simulated from Apple's documentation: Combine does not exist on Linux)",
      ]
    case .persistentRan(let o, let cause, let readLine, let armedLine):
      return [
        "\(write(cause.line)) changed \(cause.property)",
        "→ \(o)'s willSet callback ran before the store and its didSet after (R10)",
        "   because it read \(cause.property)\(at: readLine)" + armed(armedLine) + "; it stays armed until cancelled",
      ]
    case .loopWoken(let o, let cause, let readLine):
      return [
        "\(write(cause.line)) changed \(cause.property)",
        "→ its willSet woke \(o), which read \(cause.property)\(at: readLine) in its last evaluation",
        "→ the loop evaluated again once the writer suspended, so writes until then were one transaction (R16)",
      ]
    case .legacyViewDirtied(let o, let object, let line):
      return [
        "\(write(line)) changed a @Published property of \(object)",
        "→ \(object).objectWillChange fired; it does not say which property changed",
        "→ \(o) holds \(object), so it was marked dirty whatever its body read (legacy model)",
        "→ the next settle() ran \(o)'s body again, once, with fresh tracking",
      ]
    case .viewDirtied(let o, let cause, let readLine):
      return [
        "\(write(cause.line)) changed \(cause.property)",
        "→ willSet of \(cause.property) marked \(o) dirty: its body read it\(at: readLine)",
        "→ the next settle() ran \(o)'s body again, once, with fresh tracking",
      ]
    case .loopEndedSince(let o, let ending): return ["(\(o) has ended since: \(text(ending)))"]

    case .holdsObjects(let o, let objects):
      return [
        "\(o) holds \(objects.joined(separator: ", ")) and re-runs on every objectWillChange of \(objects.count == 1 ? "it" : "them")"
      ]
    case .legacyNestedObject(let o, let line, let property, let owner):
      return [
        "legacy nested object: line \(line.map(String.init) ?? "?") changed \(property), which fired the objectWillChange of \(owner) — an object \(o) does not hold. A @Published property holding another ObservableObject fires only when the reference is replaced (L4)"
      ]
    case .noPublishedChange(let objects):
      return ["no @Published property of \(objects.joined(separator: ", ")) changed since its last body run"]
    case .oneShotAlreadyFired(let o, let cause):
      return [
        "one-shot already fired: \(cause.map { "\($0.property) changed\(at: $0.line)" } ?? "a change") ran its onChange, and \(o) was then cancelled (R5). Nothing re-armed it, so later writes reach nobody. Re-arm by calling withObservationTracking again once the change has landed"
      ]
    case .loopHasEnded(let o, let ending):
      return [
        "\(o) has ended: \(ending.map(text) ?? "its sequence finished"). It no longer waits for anything, so no write can run it again"
      ]
    case .lastRunCame(let o, let cause):
      return ["its last run came from \(cause.property) changing\(at: cause.line) (:why \(o))"]
    case .cancelledBeforeAChange(let o): return ["\(o) was cancelled before anything it read changed"]
    case .finished(let o):
      return ["\(o) has finished: its untilFinished closure returned .finish (or its task ended)"]
    case .viewIsDirty(let o, let cause):
      return [
        "\(o) is dirty (\(cause.map { "\($0.property) changed\(at: $0.line)" } ?? "a change")): its body runs again at the next settle()"
      ]
    case .loopReadNothing(let o):
      return [
        "loop parked with no dependencies: \(o)'s closure read nothing observable in its last evaluation, so no write can wake it; it waits until its task is cancelled (R25)"
      ]
    case .readNothing(let o):
      return ["\(o) read nothing observable, so nothing was installed and it can never run (R2)"]
    case .readWasInvisible(let property, let line, let reason):
      return [
        "  it read \(property)\(at: line), but \(property) \(text(reason))"
          + (reason == .ignored ? ": reads of it are not recorded" : ": only @Observable classes record reads")
      ]
    case .readBeforeTheScope(let property, let line):
      return [
        "  read outside one: \(property) was read at line \(line.map(String.init) ?? "?"), before the tracking scope began; only reads while the scope runs count"
      ]
    case .neverReadInAScope: return ["  never read inside a tracking scope: move the reads into the apply closure"]
    case .sameValueWrite(let line, let property):
      return [
        "same-value write filtered: line \(line.map(String.init) ?? "?") assigned \(property) the value it already had; the setter stored it without willSet (R7). `+= 0` or another in-place change would notify (R8)"
      ]
    case .otherInstanceWritten(let o, let line, let property, let read):
      return [
        "a different instance: line \(line.map(String.init) ?? "?") wrote \(property), but \(o) read \(read.joined(separator: ", ")) — the same property of another object"
      ]
    case .alsoReadInvisible(let o, let property, let line, let reason):
      return ["\(o) also read \(property)\(at: line), but it \(text(reason)), so changes to it are invisible"]
    case .nothingReadChanged(let o, let status):
      return ["\(o) is \(state(status)); nothing it read has changed since it was armed"]
    case .observes(let o, let computed, let reads):
      return ["\(o) observes \((computed.map { "\($0) (computed)" } + reads).joined(separator: ", "))"]

    case .noViewsHosted: return ["no views are hosted"]
    case .bodyCounts(let counts):
      let width = max(4, counts.map(\.type.count).max() ?? 4)
      return ["view".padding(width) + "  bodies  per instance"]
        + counts.map { c in
          c.type.padding(width) + "  " + String(c.total).leftPadded(6) + "  " + perInstance(c.instances)
        }
    case .screenIsEmpty: return ["(the screen is empty)"]
    }
  }

  /// `LegacyTile[0…9] 1 each`, or `ModernTile[3] 1, 9 others 0`.
  static func perInstance(_ instances: [BodyCount.Instance]) -> String {
    guard instances.count > 1 else { return "" }
    let byCount = Dictionary(grouping: instances, by: \.runs)
    if byCount.count == 1, let c = byCount.keys.first {
      return "\(ViewHost.compress(instances.map(\.label))) \(c) each"
    }
    let ran = instances.filter { $0.runs > 0 }
    let idle = instances.count - ran.count
    return ran.map { "\($0.label) \($0.runs)" }.joined(separator: ", ")
      + (idle > 0 ? ", \(idle) other\(idle == 1 ? "" : "s") 0" : "")
  }

  /// `line 12`, or `a write` when the write's line is not known.
  private static func write(_ line: Int?) -> String { line.map { "line \($0)" } ?? "a write" }

  private static func armed(_ line: Int?) -> String { line.map { " (armed at line \($0))" } ?? "" }

  /// An observer's state in words (`fired (m.x changed at line 3), cancelled`), for the graph,
  /// `:why` and `:whynot`.
  public static func state(_ s: ObserverStatus) -> String {
    if s.kind == .sink { return s.fireCount == 0 ? "subscribed" : "ran \(s.fireCount)×" }
    switch s.state {
    case .fired:
      if s.kind == .oneShot {
        return "fired" + (s.cause.map { " (\($0.property) changed\(at: $0.line))" } ?? "") + ", cancelled"
      }
      return "woken" + (s.cause.map { " by \($0.property)" } ?? "")
    case .dirty: return "dirty" + (s.cause.map { " (\($0.property) changed\(at: $0.line))" } ?? "")
    case .waiting: return s.readNothing ? "waiting forever (read nothing observable)" : "waiting"
    case .cancelled where s.kind == .loop: return "cancelled" + (s.ending.map { ": \(text($0))" } ?? "")
    case .finished where s.kind == .loop, .ended: return name(s.state) + (s.ending.map { ": \(text($0))" } ?? "")
    default: return name(s.state)
    }
  }

  /// The state's one-word name (`armed`, `installed nothing`).
  static func name(_ state: ObserverState) -> String {
    switch state {
    case .armed: "armed"
    case .fired: "fired"
    case .cancelled: "cancelled"
    case .waiting: "waiting"
    case .dirty: "dirty"
    case .clean: "clean"
    case .finished: "finished"
    case .ended: "ended"
    case .inert: "installed nothing"
    }
  }

  /// What kind of observer it is, as the graph names it.
  static func name(_ kind: ObserverKind) -> String {
    switch kind {
    case .oneShot: "one-shot"
    case .persistent: "willSet/didSet"
    case .loop: "Observations loop"
    case .view: "view body"
    case .sink: "Combine sink"
    }
  }

  /// How the loop ended, in the words `:why`, `:whynot` and the graph use.
  static func text(_ ending: LoopEnding) -> String {
    switch ending {
    case .cancelledBeforeStart: return "its task was cancelled before it started (R22)"
    case .cancelled: return "its task was cancelled (R22)"
    case .cancelledWhileWaiting: return "its task was cancelled while it waited (R22)"
    case .threw(let error): return "its closure threw \(error) (R22)"
    case .finished: return "its closure returned .finish (R22)"
    case .exited: return "its for-await loop exited (break, return or throw)"
    }
  }

  /// Why the read recorded nothing, in words.
  static func text(_ reason: ReadInvisibility) -> String {
    switch reason {
    case .ignored: return "is @ObservationIgnored"
    case .legacy: return "belongs to an ObservableObject (legacy: no per-property tracking)"
    case .notObservable(let name): return "belongs to \(name), which is not @Observable"
    case .outsideScope: return "was read outside any tracking scope"
    }
  }
}

extension String.StringInterpolation {
  /// ` at line 14`, or nothing.
  mutating func appendInterpolation(at line: Int?) {
    if let line { appendLiteral(" at line \(line)") }
  }
}
