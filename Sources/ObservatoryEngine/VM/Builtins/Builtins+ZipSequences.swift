/// `zip(a, b)` where a side is a lesson `Sequence` (`struct Countdown: Sequence, IteratorProtocol`)
/// or an unfold sequence (`sequence(first:next:)`): a lazy `Zip2Sequence` whose iterator reads one
/// `next()` at a time as Swift's does — the first side, then the second — until either ends, so a
/// lesson's `next()` and the loop body interleave and an endless side gives as many as the other
/// (`Language/zip-lesson-sequences`).
extension Builtins {
  static func zipReadingSequences(_ vm: VM, _ a: Value, _ b: Value) throws -> Value? {
    let first = cursor(vm, a)
    let second = cursor(vm, b)
    guard first != nil || second != nil else { return nil }
    let zipped = UnfoldCursor(.zip(try first ?? builtin(a), try second ?? builtin(b), ended: false))
    return .host(UnfoldSequenceValue(zipped))
  }

  /// A lesson or unfold sequence as a sequence cursor, or nil for a builtin one.
  private static func cursor(_ vm: VM, _ v: Value) -> UnfoldCursor? {
    if case .host(let u as UnfoldSequenceValue) = v { return u.start }
    return LessonSequence.unfold(vm, v)?.start
  }

  /// A builtin sequence's elements as a cursor (the endless range `n...` counted up).
  private static func builtin(_ v: Value) throws -> UnfoldCursor {
    if case .range(let r) = v, r.toEnd { return UnfoldCursor(.builtin(v, items: nil, position: 0)) }
    return UnfoldCursor(.builtin(v, items: try elements(v), position: 0))
  }
}
