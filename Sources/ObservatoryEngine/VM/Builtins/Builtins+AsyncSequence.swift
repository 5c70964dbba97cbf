/// `AsyncSequence` operators on `Observations`, `AsyncStream` and one another: `map`,
/// `compactMap`, `filter`, `prefix(_:)`, `prefix(while:)`, `dropFirst(_:)`, `drop(while:)`.
/// Each is a lazy wrapper: its iterator asks the base iterator for elements as the `for await`
/// loop does, transforming them with the lesson's (synchronous) closures, so suspension and the
/// Observation rules stay those of the base sequence.
final class AsyncOperatorSequence: HostObject {
  enum Operator {
    case map(Value), compactMap(Value), filter(Value), prefix(Int), prefixWhile(Value), dropFirst(Int)
    case dropWhile(Value)
  }
  let base: Value
  let op: Operator
  init(base: Value, op: Operator) {
    self.base = base
    self.op = op
  }
  override var typeName: String {
    switch op {
    case .map: return "AsyncMapSequence"
    case .compactMap: return "AsyncCompactMapSequence"
    case .filter: return "AsyncFilterSequence"
    case .prefix: return "AsyncPrefixSequence"
    case .prefixWhile: return "AsyncPrefixWhileSequence"
    case .dropFirst: return "AsyncDropFirstSequence"
    case .dropWhile: return "AsyncDropWhileSequence"
    }
  }
}

/// The iterator of an `AsyncOperatorSequence`: the base's iterator and the operator's state.
final class AsyncOperatorIterator: HostObject {
  let base: Value
  let op: AsyncOperatorSequence.Operator
  /// Elements taken (`prefix`) or dropped (`dropFirst`) so far; whether the sequence ended
  /// (`prefix`), and whether `drop(while:)` stopped dropping.
  var count = 0
  var done = false
  var dropping = true
  init(base: Value, op: AsyncOperatorSequence.Operator) {
    self.base = base
    self.op = op
  }
  override var typeName: String { "AsyncIterator" }
}

extension Builtins {
  /// `observations.prefix(3)` and the other operators, on any async sequence.
  static func asyncSequenceMethod(_ vm: VM, _ recv: Value, _ sym: Int, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    let s = Sym(rawValue: sym)
    switch recv {
    case .host(is ObservationsValue), .host(is AsyncStreamValue), .host(is AsyncOperatorSequence): break
    default: return nil
    }
    let op: AsyncOperatorSequence.Operator
    let closure = args.count == 1 && names.count == 1
    switch s {
    case .map? where closure: op = .map(args[0])
    case .compactMap? where closure: op = .compactMap(args[0])
    case .filter? where closure: op = .filter(args[0])
    case .prefix? where closure && names[0] == nil: op = .prefix(try count(args[0]))
    case .prefix? where closure && names[0] == "while": op = .prefixWhile(args[0])
    case .dropFirst? where args.isEmpty: op = .dropFirst(1)
    case .dropFirst? where closure && names[0] == nil: op = .dropFirst(try count(args[0]))
    default:
      guard closure, names[0] == "while", vm.program.symbolName(sym) == "drop" else { return nil }
      op = .dropWhile(args[0])
    }
    return .host(AsyncOperatorSequence(base: recv, op: op))
  }

  private static func count(_ v: Value) throws -> Int {
    let n = try int(v, "count")
    guard n >= 0 else { throw Fault("Can't take a prefix of negative length from an async sequence") }
    return n
  }
}

extension Builtins {
  /// The next element of an async iterator: `.parked` when the fiber must wait (the caller runs
  /// the same request again when it is resumed).
  static func asyncNext(_ vm: VM, _ iterator: Value) throws -> NextOutcome {
    switch iterator {
    case .host(let it as ObservationsIterator): return try vm.runtime.observationsNext(it)
    case .host(let it as AsyncStreamIterator): return try StreamStorage.next(vm, it)
    case .host(let it as IteratorBox): return try it.next(vm).map { .element($0) } ?? .end
    case .host(let it as AsyncOperatorIterator): return try operatorNext(vm, it)
    default: throw Fault("internal: the loop has no iterator")
    }
  }

  private static func operatorNext(_ vm: VM, _ it: AsyncOperatorIterator) throws -> NextOutcome {
    if it.done { return .end }
    if case .prefix(let n) = it.op, it.count >= n {
      it.done = true
      return .end
    }
    while true {
      let outcome = try asyncNext(vm, it.base)
      guard case .element(let v) = outcome else { return outcome }
      switch it.op {
      case .map(let f): return .element(try vm.callValue(f, [v]))
      case .compactMap(let f):
        if let x = try vm.callValue(f, [v]).unwrapped { return .element(x) }
      case .filter(let f):
        if try Operators.truth(vm.callValue(f, [v])) { return .element(v) }
      case .prefix:
        it.count += 1
        return .element(v)
      case .prefixWhile(let f):
        if try Operators.truth(vm.callValue(f, [v])) { return .element(v) }
        it.done = true
        return .end
      case .dropFirst(let n):
        if it.count >= n { return .element(v) }
        it.count += 1
      case .dropWhile(let f):
        if !it.dropping { return .element(v) }
        if !(try Operators.truth(vm.callValue(f, [v]))) {
          it.dropping = false
          return .element(v)
        }
      }
    }
  }
}
