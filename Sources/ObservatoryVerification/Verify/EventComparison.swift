import ObservatoryEngine

/// The comparison of the events (`TraceEvents`): the real program's, read from its recording,
/// against the playground's, under the causal rules the printed lines follow (`OutputOrder`: one
/// order, except that the blocks of the loops one write resumed, R21, may come in any order as
/// whole blocks; sibling observers of one write, R13, run in the real run's order, `fixed`, as
/// `ReplayOrder` replays it). When the printed lines agree, the
/// lines and the events are compared as one sequence, so an event must also come between the same
/// lines; when they do not, the events are compared alone. The first difference is reported with
/// both sides, the lesson line and the rule the event shows.
extension Comparison {
  static func compareEvents(
    _ p: PlaygroundSide, _ r: RecordedRun, fixed: Set<String> = [], linesAgree withLines: Bool,
    into result: inout Verifier.Result
  ) {
    guard result.traceNote == nil else { return }
    guard r.traceSource != nil else {
      result.notes.append(
        "events not compared: the recording has none (its program was exported without --traced); "
          + "its printed lines are compared")
      return
    }
    result.eventCount = p.eventCount
    let mine = p.trace.filter { withLines || $0.isEvent }
    let theirs = r.trace.filter { withLines || $0.isEvent }
    func key(_ text: String, _ isEvent: Bool) -> String { (isEvent ? "event " : "print ") + text }
    let order = OutputOrder(texts: mine.map { key($0.text, $0.isEvent) }, causes: mine.map(\.cause), fixed: fixed)
    let real = theirs.map { key($0.text, $0.isEvent) }
    if let reorderings = order.match(real) {
      for n in notes(reorderings) where !result.notes.contains(n) { result.notes.append(n) }
      return
    }
    result.divergences.append(firstDifference(mine, theirs, order))
  }

  /// The first place where the real sequence leaves the playground's (with sibling blocks in the
  /// order they seem to have in the real one), in words.
  static func firstDifference(
    _ mine: [PlaygroundSide.Line], _ theirs: [(text: String, isEvent: Bool)], _ order: OutputOrder
  ) -> String {
    func shown(_ text: String, _ isEvent: Bool) -> String { isEvent ? quote(text) : "the printed line " + quote(text) }
    let real = theirs.map { ($0.isEvent ? "event " : "print ") + $0.text }
    let canonical = order.closestOrder(to: real).map { mine[$0] }
    let a = canonical.map { ($0.isEvent ? "event " : "print ") + $0.text }
    guard let h = hunks(a, real).first else {
      return "events: the same events, but not in an order Swift allows (R13 and R21 let whole blocks of one "
        + "write's observers or resumed loops change places, nothing else)"
    }
    let before = h.a.lowerBound > 0 ? canonical[h.a.lowerBound - 1] : nil
    let after = before.map { " after " + shown($0.text, $0.isEvent) } ?? " at the start"
    if let k = h.a.first, let j = h.b.first {
      let x = canonical[k]
      let y = theirs[j]
      let moved = real[h.b].contains(a[k]) || a[h.a].contains(real[j])
      return "\(where_(x.line)): events differ\(after): the playground has \(shown(x.text, x.isEvent)), Swift has "
        + shown(y.text, y.isEvent) + (moved ? " (the same events in another order: Swift promises this order)" : "")
        + " — " + rule(x.isEvent ? x.text : y.text)
    }
    if let k = h.a.first {
      let x = canonical[k]
      return "\(where_(x.line)): events differ\(after): the playground has \(shown(x.text, x.isEvent)), Swift has "
        + "nothing there — " + rule(x.text)
    }
    let y = theirs[h.b.lowerBound]
    return "\(where_(before?.line)): events differ\(after): Swift also has \(shown(y.text, y.isEvent)), the "
      + "playground nothing there — " + rule(y.text)
  }

  /// The rule an event shows (SEMANTICS.md's numbering).
  static func rule(_ event: String) -> String {
    switch event.split(separator: " ").first ?? "" {
    case "read": return "R1: a read inside a tracking scope is recorded in the innermost scope, once"
    case "willSet", "didSet":
      return "R4, R7, R8: a write notifies unless the setter finds the same value: willSet before the store, "
        + "didSet after it"
    case "fired":
      return "R4, R5: a tracking's onChange runs in the willSet of a write to what it read, before the store; "
        + "a one-shot tracking fires once"
    case "delivered":
      return "R14–R16: a loop evaluates at its first next() and when the transaction a write opened ends"
    case "ended": return "R22: a loop ends when its task is cancelled, its closure returns .finish or throws"
    case "body": return "p20: a view's body runs when it is mounted and when a property it read changed"
    default: return "the printed lines and the events come in Swift's order"
    }
  }
}
