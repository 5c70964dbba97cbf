/// The state of a `for ... in` loop over a builtin sequence. Ranges are walked lazily, so
/// `for i in 0..<Int.max` costs nothing until it runs (and the step budget stops it).
final class IteratorBox: HostObject {
  enum Source {
    case values([Value])
    /// The integers from `first` through `last`, both included (none when `first > last`).
    case range(first: Int, last: Int)
    /// An unfold sequence's elements, made by its closure as they are asked for.
    case unfold(UnfoldCursor)
  }
  /// The elements of an array iteration (nil over a range).
  private let values: [Value]?
  /// An unfold sequence's iterator (nil otherwise; `values` is then empty, not nil, so the range
  /// fast path passes it by).
  let unfold: UnfoldCursor?
  var index = 0
  /// The sequence `makeIterator()` was called on, and how many times `next()` was called since:
  /// what printing the iterator writes (`SequenceIterator.swift`); nil for a loop's own iterator.
  var source: Value? = nil
  var calls = 0
  /// How the Strings it iterates (or its base's) were made: what printing it writes for one of
  /// more than 15 UTF-8 bytes (`StringStorage`); stamped by the compiler.
  var stringStorage: StringStorage? = nil
  /// A range iteration's next integer and last one, as plain integers: a turn moves `current`
  /// only. `last` itself is included (`0...Int.max` ends at Int.max, which `current + 1` cannot
  /// pass), so the iteration ends by `exhausted`.
  private var current = 0
  private var last = 0
  private var exhausted = false
  init(_ source: Source) {
    var cursor: UnfoldCursor? = nil
    switch source {
    case .values(let xs): values = xs
    case .unfold(let c):
      values = []
      cursor = c
    case .range(let first, let last):
      values = nil
      current = first
      self.last = last
      exhausted = first > last
    }
    unfold = cursor
  }
  override var typeName: String { "IndexingIterator" }

  /// A copy that advances on its own, as a copy of Swift's iterator (a value) does: the state
  /// of a `sequence(state:next:)` made from `xs.makeIterator()` is copied for each iteration.
  func copy() -> IteratorBox {
    let c: IteratorBox
    if let unfold {
      c = IteratorBox(.unfold(unfold.copy()))
    } else if let values {
      c = IteratorBox(.values(values))
    } else {
      c = IteratorBox(.range(first: current, last: last))
      c.exhausted = exhausted
    }
    c.index = index
    c.source = source
    c.calls = calls
    c.stringStorage = stringStorage
    return c
  }

  func next(_ vm: VM) throws -> Value? {
    calls &+= 1
    if let unfold { return try unfold.next(vm) }
    if let xs = values {
      guard index < xs.count else { return nil }
      index += 1
      return xs[index - 1]
    }
    var i = 0
    return nextInRange(&i) == true ? .int(i) : nil
  }

  /// `Op.iterNextStore`'s fast path: over a range, whether there is a next integer (put in `i`);
  /// nil over anything else (then `next` applies).
  @inline(__always)
  func nextInRange(_ i: inout Int) -> Bool? {
    guard values == nil else { return nil }
    guard !exhausted else { return false }
    i = current
    if current == last { exhausted = true } else { current &+= 1 }
    return true
  }

  /// `nextInRange` of the iterator in slot `slot`, borrowed from the slot (no reference counted
  /// per turn); nil when the slot holds another iterator.
  @inline(__always)
  static func nextInRange(in f: Fiber, slot: Int, _ i: inout Int) -> Bool? {
    guard let held = f.hostObject(at: slot) else { return nil }
    return held._withUnsafeGuaranteedRef { ($0 as? IteratorBox)?.nextInRange(&i) }
  }
}

extension Builtins {
  /// The iterator a `for ... in` loop (or `makeIterator()`) takes from a sequence.
  static func makeIterator(_ vm: VM, _ v: Value) throws -> Value {
    switch v {
    case .range(let r):
      if r.fromStart { throw Fault("a range with no lower bound (..<n) cannot be iterated", hint: "write 0..<n") }
      // `lower..<Int.min` is empty (a range's lower bound is never above its upper one).
      if !r.closed && r.upper == Int.min { return .host(IteratorBox(.range(first: 0, last: -1))) }
      return .host(IteratorBox(.range(first: r.lower, last: r.closed ? r.upper : r.upper - 1)))
    case .array(let xs): return .host(IteratorBox(.values(xs)))
    case .host(let s as AsyncOperatorSequence):
      return .host(AsyncOperatorIterator(base: try makeIterator(vm, s.base), op: s.op))
    case .structValue, .object, .enumValue:
      if let u = LessonSequence.unfold(vm, v) { return .host(IteratorBox(.unfold(try u.start.startIterator(vm)))) }
      guard case .object(let o) = v else { return .host(IteratorBox(.values(try Builtins.elements(v)))) }
      // A lesson AsyncSequence (`TaskGroup`): its `makeAsyncIterator()` hands over a builtin iterator.
      guard case .method(let p)? = o.cls.member(vm.program.symbol("makeAsyncIterator")) else {
        throw Fault("a value of type '\(o.cls.name)' is not a sequence")
      }
      return try vm.callProto(p, receiver: v, [])
    case .host(let o as ObservationsValue): return .host(vm.runtime.makeObservationsIterator(o))
    case .host(let s as AsyncStreamValue): return .host(StreamStorage.makeIterator(vm, s))
    case .host(let u as UnfoldSequenceValue): return .host(IteratorBox(.unfold(try u.start.startIterator(vm))))
    case .null, .some:
      throw Fault("a for-in loop cannot iterate over an Optional", hint: "unwrap it first, e.g. for x in items ?? []")
    default:
      return .host(IteratorBox(.values(try Builtins.elements(v))))
    }
  }
}
