/// Calls with `&` arguments (`bump(&model.count)`, `swap(&a, &b)`): each argument is a storage
/// path written through around the call, as Swift's inout access does.
extension VM {
  /// `f(a, &path)`: each `&` argument is one modify access of its storage around the call (R8:
  /// willSet before the function runs, didSet after it returns), nested in argument order.
  func callInout(_ proto: FunctionProto, _ d: InoutCallDesc) throws {
    let f = fiber
    var operands: [(PathDesc, Value, [Value])] = []
    for p in d.paths.reversed() { operands.insert(try takeOperands(proto.paths[p], extra: 0), at: 0) }
    let calleeIndex = f.sp - d.argc - 1
    let callee = f.stack[calleeIndex]
    var args = f.values(from: calleeIndex + 1, count: d.argc)
    f.truncate(to: calleeIndex)
    func run(_ k: Int) throws -> Value {
      if k == d.paths.count {
        let (r, finals) = try callCollectingInout(callee, args, labels: d.labels)
        for (pos, v) in zip(d.positions, finals) { args[pos] = v }
        return r
      }
      let (path, root, pathArgs) = operands[k]
      return try write(
        path, root: root, args: pathArgs,
        action: .inoutArgument { v in
          args[d.positions[k]] = v
          let r = try run(k + 1)
          v = args[d.positions[k]]
          return r
        })
    }
    try f.push(try run(0))
  }

  /// Calls a function whose `inout` parameters receive `args`' values; returns the result and the
  /// final values of those parameters, in order.
  private func callCollectingInout(_ callee: Value, _ args: [Value], labels: Int) throws -> (Value, [Value]) {
    let f = fiber
    let base = f.sp
    let depth = f.frames.count
    switch callee {
    case .native(let n) where n.name == "swap":
      guard args.count == 2 else { throw Fault("swap(_:_:) takes two '&' arguments") }
      return (.void, [args[1], args[0]])
    case .closure(let c):
      try f.push(callee)
      for a in args { try f.push(a) }
      try pushFrame(c.proto, closure: c, base: base, argc: args.count, labels: labels, mode: .inoutArgs)
    case .boundMethod(let b):
      try f.push(b.receiver)
      for a in args { try f.push(a) }
      try pushFrame(b.function, closure: nil, base: base, argc: args.count, labels: labels, mode: .inoutArgs)
    default:
      throw Fault("'&' arguments can be passed to the lesson's own functions and to swap(_:_:)")
    }
    nestedRuns += 1
    defer { nestedRuns -= 1 }
    do {
      _ = try execute(boundary: depth)
    } catch {
      if f.frames.count > depth { f.frames.removeSubrange(depth...) }
      if f.sp > base { f.truncate(to: base) }
      throw error
    }
    let packed = f.stack[f.sp - 1]
    f.truncate(to: base)
    guard case .tuple(let xs, _) = packed, let first = xs.first else { return (.void, []) }
    return (first, Array(xs.dropFirst()))
  }
}
