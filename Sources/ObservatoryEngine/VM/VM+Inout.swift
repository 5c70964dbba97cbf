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
        let (r, finals) = try callCollectingInout(callee, &args, labels: d.labels, inoutAt: d.positions)
        for (pos, v) in zip(d.positions, finals) { args[pos] = v }
        return r
      }
      var (path, root, pathArgs) = operands[k]
      operands[k].1 = .void
      return try write(
        path, root: &root, args: pathArgs,
        action: .inoutArgument { v in
          // Moved, not copied: the callee's mutation finds it unique (`VM+Uniqueness`).
          swap(&args[d.positions[k]], &v)
          defer { swap(&args[d.positions[k]], &v) }
          return try run(k + 1)
        })
    }
    try f.push(try run(0))
  }

  /// Calls a function whose `inout` parameters receive `args`' values; returns the result and the
  /// final values of those parameters, in order.
  private func callCollectingInout(_ callee: Value, _ args: inout [Value], labels: Int, inoutAt positions: [Int]) throws
    -> (Value, [Value])
  {
    let packed: Value
    switch callee {
    case .native(let n) where n.name == "swap":
      guard args.count == 2 else { throw Fault("swap(_:_:) takes two '&' arguments") }
      return (.void, [args[1], args[0]])
    case .closure(let c):
      // A closure literal does not say its parameters are `inout` (`{ $0 += 1 }` where
      // `(inout Int) -> Void` is expected); the `&` at the call does.
      if c.proto.kind == .closure {
        for pos in positions where pos < c.proto.paramIsInout.count { c.proto.paramIsInout[pos] = true }
      }
      packed = try runMoving(callee, &args) { base, argc in
        try self.pushFrame(c.proto, closure: c, base: base, argc: argc, labels: labels, mode: .inoutArgs)
      }
    case .boundMethod(let b):
      packed = try runMoving(b.receiver, &args) { base, argc in
        try self.pushFrame(b.function, closure: nil, base: base, argc: argc, labels: labels, mode: .inoutArgs)
      }
    default:
      throw Fault("'&' arguments can be passed to the lesson's own functions and to swap(_:_:)")
    }
    guard case .tuple(let xs, _) = packed, let first = xs.first else { return (.void, []) }
    return (first, Array(xs.dropFirst()))
  }

  /// `a += b` with the lesson's `static func += (lhs: inout T, rhs: U)`: runs it with `a` in
  /// `lhs` and gives back what it left there (stored through `a`'s path by the caller, inside
  /// the one modify access of `a`).
  func callCompoundOperator(_ proto: FunctionProto, owner: NominalType, _ a: Value, _ b: Value) throws -> Value {
    var args = [a, b]
    let packed = try runMoving(.type(owner), &args) { base, argc in
      try self.pushFrame(
        proto, closure: nil, base: base, argc: argc, labels: self.positionalLabels(argc), mode: .inoutFirst)
    }
    guard case .tuple(let xs, _) = packed, xs.count == 2 else { throw Fault("internal: '\(proto.name)' gave no value") }
    return xs[1]
  }

  /// Runs a frame over `receiver` and `args`, moving the arguments in (`args` is left `.void`s,
  /// or on a throw gets back what the frame's slots hold).
  private func runMoving(_ receiver: Value, _ args: inout [Value], _ push: (Int, Int) throws -> Void) throws -> Value {
    var moved = [receiver]
    moved.append(contentsOf: args)
    let argc = args.count
    for k in args.indices { args[k] = .void }
    defer { for k in args.indices where k + 1 < moved.count { args[k] = moved[k + 1] } }
    return try runInFrame(moving: &moved, []) { base in try push(base, argc) }
  }
}
