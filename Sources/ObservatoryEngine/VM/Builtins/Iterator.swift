/// The state of a `for ... in` loop over a builtin sequence. Ranges are walked lazily, so
/// `for i in 0..<Int.max` costs nothing until it runs (and the step budget stops it).
final class IteratorBox: HostObject {
  enum Source {
    case values([Value])
    case range(Int, Int)  // current, exclusive end
  }
  var source: Source
  var index = 0
  init(_ source: Source) { self.source = source }
  override var typeName: String { "IndexingIterator" }

  func next(_ vm: VM) throws -> Value? {
    switch source {
    case .values(let xs):
      guard index < xs.count else { return nil }
      index += 1
      return xs[index - 1]
    case .range(let cur, let end):
      guard cur < end else { return nil }
      source = .range(cur + 1, end)
      return .int(cur)
    }
  }
}

extension Builtins {
  /// The iterator a `for ... in` loop (or `makeIterator()`) takes from a sequence.
  static func makeIterator(_ vm: VM, _ v: Value) throws -> Value {
    switch v {
    case .range(let r):
      if r.fromStart { throw Fault("a range with no lower bound (..<n) cannot be iterated", hint: "write 0..<n") }
      guard let end = r.end else { return .host(IteratorBox(.range(r.lower, Int.max))) }
      return .host(IteratorBox(.range(r.lower, end)))
    case .array(let xs): return .host(IteratorBox(.values(xs)))
    case .host(let s as AsyncOperatorSequence):
      return .host(AsyncOperatorIterator(base: try makeIterator(vm, s.base), op: s.op))
    case .object(let o):
      // A lesson AsyncSequence (`TaskGroup`): its `makeAsyncIterator()` hands over a builtin iterator.
      guard case .method(let p)? = o.cls.member(vm.program.symbol("makeAsyncIterator")) else {
        throw Fault("a value of type '\(o.cls.name)' is not a sequence")
      }
      return try vm.callProto(p, receiver: v, [])
    case .host(let o as ObservationsValue): return .host(vm.runtime.makeObservationsIterator(o))
    case .host(let s as AsyncStreamValue): return .host(StreamStorage.makeIterator(vm, s))
    case .null, .some:
      throw Fault("a for-in loop cannot iterate over an Optional", hint: "unwrap it first, e.g. for x in items ?? []")
    default:
      return .host(IteratorBox(.values(try Builtins.elements(v))))
    }
  }
}
