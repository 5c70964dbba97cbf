/// Writes through storage paths, with Swift's semantics for where a write lands:
///
/// * Up to the last class instance along the path, each step is a *read* (a getter; for an
///   `@Observable` property that is a tracked `access`, R9: `b.items[0].q = 7` reads `items`).
/// * A plain assignment to a property of that instance goes through its setter: the R7 gate,
///   then willSet → store → didSet (R4).
/// * Anything deeper (`m.arr[0] += 1`, `m.point.x = 3`, `m.arr.append(4)`) is a `_modify` of the
///   instance's property: one access, one willSet/didSet pair, no equality gate (R8), with the
///   value mutated in place.
/// * With no instance on the path, the variable itself is mutated in place (value semantics).
///
/// This file: the instructions' entry points (`storePath`, `callPath`) and the path's root. The
/// common writes' fast paths are `VM+PathFastPaths`; the write through the last instance (R8, R9)
/// is `VM+ModifyThroughInstance`; the in-place change of a value along the rest of the path is
/// `VM+ModifyValue`.
extension VM {
  enum WriteAction {
    case assign(Value)
    case compound(BinaryOp, Value)
    /// `op=` whose result is converted to the type declared for where it is stored
    /// (`m.values[i] += 1.5` on a `[Double]`): only the element it changes is converted
    /// (`IncomingCoercion`), not the whole collection after the write.
    case compoundConverted(BinaryOp, Value, TypeShape)
    case call(sym: Int, args: [Value], labels: Int)
    /// An `&` argument: the value is handed to the call and its final value stored back.
    case inoutArgument((inout Value) throws -> Value)
  }

  /// `path = value` or `path op= value`: the stack holds [temporary root] [subscript args] [value].
  func storePath(_ path: PathDesc, op: BinaryOp?) throws {
    // `fiber` is read at each use, not held (holding it counts a reference per write).
    let value = fiber.pop()
    // Fast path for the commonest write, `object.property = v` / `object.property op= v`.
    if path.components.count == 1, case .member(let sym) = path.components[0] {
      // An object in a local or a top-level variable is used where it is (one reference counted).
      if let o = heldObject(self, path.root) { return try storeMember(self, o, sym, value, op, path.writesOwnStorage) }
      let root: Value
      if case .temporary = path.root { root = fiber.pop() } else { root = try loadRoot(path.root, path.rootName) }
      // Consumed: the object is moved out of the loaded value, not copied (one reference counted).
      switch consume root {
      case .object(let o): try storeMember(self, o, sym, value, op, path.writesOwnStorage)
      case var other:
        _ = try write(path, root: &other, args: [], action: op.map { .compound($0, value) } ?? .assign(value))
      }
      return
    }
    if path.components.count == 1, case .subscriptAccess(1) = path.components[0], path.rootIsMutable,
      try storeElement(path, value, op, fiber)
    {
      return
    }
    if path.components.count == 3, try storeElementField(self, path, value, op, fiber) { return }
    var (expanded, root, args) = try takeOperands(path, extra: 0)
    _ = try write(expanded, root: &root, args: args, action: op.map { .compound($0, value) } ?? .assign(value))
  }

  /// `path.method(args)` for a method that may mutate the value at the end of the path.
  func callPath(_ path: PathDesc, _ sym: Int, argc: Int, labels: Int) throws {
    let f = fiber
    if argc == 1, sym == Sym.append.rawValue {
      if path.components.isEmpty, try appendToVariable(path, labels) { return }
      if path.components.count == 1, try appendToProperty(path, labels) { return }
    }
    let callArgs = f.values(from: f.sp - argc, count: argc)
    f.truncate(to: f.sp - argc)
    var (path, root, args) = try takeOperands(path, extra: 0)
    // Find the receiver; a class instance or a non-mutating method means an ordinary call.
    // The peeked value must not outlive the peek (its own scope): elements a mutating call
    // removes die during the call, before didSet, as in Swift (R8, R12; verified against Swift 6.3.1).
    // `canvas.size.grow()` through a computed property: Swift runs its getter once, so where a
    // peek would run it, the declarations decide (`mutatesPastGetter`).
    let mutating: Bool
    if let judged = types.mutatesPastGetter(path, root: root, args: args, sym) {
      mutating = judged
    } else {
      guard let peeked = try readPath(path, root: root, args: args, commit: false) else {
        // An optional link was nil. `m.origin?.bump()`, `m.tags["k"]?.append(x)`: a mutating
        // method's chain has entered the instance's property (`_modify`), which notifies though
        // nothing changes (R8); `write` finds where the chain stopped and does only that.
        if program.mutatingMethodNames.contains(program.symbolName(sym)) {
          try f.push(try write(path, root: &root, args: args, action: .call(sym: sym, args: callArgs, labels: labels)))
          return
        }
        try f.push(.null)
        return
      }
      mutating = isMutatingCall(peeked, sym)
    }
    if !mutating {
      guard let r = try readPath(path, root: root, args: args, commit: true) else { return try f.push(.null) }
      try f.push(r)
      for a in callArgs { try f.push(a) }
      try callMember(sym, argc: argc, labels: labels)
      return
    }
    let result = try write(path, root: &root, args: args, action: .call(sym: sym, args: callArgs, labels: labels))
    try f.push(result)
  }

  /// Pops the subscript arguments and the temporary root (if any); loads a variable root.
  func takeOperands(_ path: PathDesc, extra: Int) throws -> (PathDesc, Value, [Value]) {
    let f = fiber
    let n = path.subscriptArgCount
    let args = f.values(from: f.sp - n, count: n)
    f.truncate(to: f.sp - n)
    let root: Value
    if case .temporary = path.root { root = f.pop() } else { root = try loadRoot(path.root, path.rootName) }
    guard path.hasKeyPath else { return (path, root, args) }
    let (expanded, rest) = try path.expandingKeyPaths(args, program)
    return (expanded, root, rest)
  }

  func isMutatingCall(_ receiver: Value, _ sym: Int) -> Bool {
    switch receiver {
    case .host: return nativeMutates(receiver, sym)
    case .object, .type, .closure, .native, .boundMethod: return false
    case .structValue(let s):
      if case .method(let p)? = s.type.member(sym) { return p.isMutating }
      if case .field(let f)? = s.type.member(sym), f.lazyInitializer != nil { return true }  // a lazy read
      return false
    case .enumValue(let e):
      if case .method(let p)? = e.type.member(sym) { return p.isMutating }
      return false
    default:
      if let t = program.extensionTable(for: receiver), case .method(let p)? = t.member(sym) { return p.isMutating }
      // `cancellable.store(in: &bag)` is compiled as `store` through the path of `bag`.
      return Builtins.mutatingSymbols.contains(sym) || program.symbolName(sym) == "store"
    }
  }

  // MARK: - Roots

  var frameBase: Int { fiber.frames[fiber.frames.count - 1].base }
  var frameClosure: Closure? { fiber.frames[fiber.frames.count - 1].closure }

  /// The value of the path's root variable: a local's or a top-level variable's value is read
  /// inline; a cell, a capture, an accessed global or a value not there yet goes to `loadAnyRoot`.
  @inline(__always)
  func loadRoot(_ root: PathDesc.Root, _ name: String) throws -> Value {
    switch root {
    case .local(let s):
      let v = fiber.stack[frameBase + s]
      if case .missing = v { break }
      return v
    case .global(let g):
      let v = program.globals[g]
      switch v {
      case .missing, .cell: break
      default: return v
      }
    default: break
    }
    return try loadAnyRoot(root, name)
  }

  @inline(never)
  private func loadAnyRoot(_ root: PathDesc.Root, _ name: String) throws -> Value {
    var v: Value
    switch root {
    case .local(let s): v = fiber.stack[frameBase + s]
    case .localCell(let s):
      guard case .cell(let c) = fiber.stack[frameBase + s] else { throw Fault("internal: not a cell") }
      v = c.value
    case .capture(let i): v = frameClosure!.captures[i]
    case .captureCell(let i):
      guard case .cell(let c) = frameClosure!.captures[i] else { throw Fault("internal: not a cell") }
      v = c.value
    case .global(let g):
      v = program.globals[g]
      if case .cell(let c) = v { v = c.value }  // a top-level `weak var`
    case .accessedGlobal(let g): v = try VariableAccessors.value(self, global: g)
    case .temporary: v = .void
    }
    if case .missing = v {
      switch root {
      case .global(let g) where globalsInAccess.contains(g): throw Fault.overlappingAccess(name)
      case .localCell, .captureCell: if cellsInAccess > 0 { throw Fault.overlappingAccess(name) }
      default: break
      }
      throw Fault("'\(name)' is used before it is initialized")
    }
    return v
  }

  func storeRoot(_ root: PathDesc.Root, _ v: Value) {
    switch root {
    case .local(let s): fiber.store(v, at: frameBase + s)
    case .localCell(let s): if case .cell(let c) = fiber.stack[frameBase + s] { c.value = v }
    case .captureCell(let i): if case .cell(let c) = frameClosure!.captures[i] { c.value = v }
    case .global(let g):
      if case .cell(let c) = program.globals[g] { c.value = v } else { program.setGlobal(g, v) }
    case .capture, .accessedGlobal, .temporary: break
    }
  }
}

/// The object a local or a top-level variable holds, read where it is: what `loadRoot` returns
/// for it, without copying the variable's value (nil: another root, or not an object).
@inline(__always)
private func heldObject(_ vm: VM, _ root: PathDesc.Root) -> Instance? {
  switch root {
  case .local(let s): if case .object(let o) = vm.fiber.stack[vm.frameBase + s] { return o }
  case .global(let g): if case .object(let o) = vm.program.globals[g] { return o }
  default: break
  }
  return nil
}

/// `o.property = value` (the setter) or `o.property op= value` (its `_modify`).
@inline(__always)
private func storeMember(_ vm: VM, _ o: Instance, _ sym: Int, _ value: Value, _ op: BinaryOp?, _ own: Bool) throws {
  if let op {
    if case .int(let rhs) = value, try vm.modifyIntProperty(o, sym, op, rhs) { return }
    _ = try vm.modifyProperty(o, sym, ownStorage: own) { v in try vm.apply(.compound(op, value), to: &v) }
  } else {
    try vm.setProperty(o, sym, value, ownStorage: own)
  }
}
