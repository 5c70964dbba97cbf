/// Fast paths of the commonest writes through storage paths (`xs.append(x)`, `object.items.append(x)`,
/// `xs[i] = v`, `d[k] = v`): the same effect as the general path (`VM+Paths`), without walking
/// the path twice. Each returns false, having done nothing, when it does not apply.
extension VM {
  /// The fast path of the commonest mutation, `xs.append(x)` on a local or top-level array: the
  /// array is taken out of its slot, appended to and put back. False when it does not apply.
  func appendToVariable(_ path: PathDesc, _ labels: Int) throws -> Bool {
    let given = program.labelSets[labels]
    guard path.rootIsMutable, given.count == 1, given[0] == nil, program.valueExtensions.isEmpty else { return false }
    let f = fiber
    let appended: Bool
    switch path.root {
    case .local(let s): appended = try append(f.stack[f.sp - 1], to: &f.stack[frameBase + s])
    case .global(let g): appended = try append(f.stack[f.sp - 1], to: &program.globals[g])
    default: return false
    }
    guard appended else { return false }
    f.top = .void
    return true
  }

  /// The fast path of `object.items.append(x)` on a stored array property of a class instance
  /// held by a variable: the `_modify` the general path would reach (R8: one access, one
  /// willSet/didSet pair), without walking the path twice. False when it does not apply.
  func appendToProperty(_ path: PathDesc, _ labels: Int) throws -> Bool {
    let given = program.labelSets[labels]
    guard given.count == 1, given[0] == nil, program.valueExtensions.isEmpty,
      case .member(let sym) = path.components[0]
    else { return false }
    if case .temporary = path.root { return false }
    guard case .object(let o) = try loadRoot(path.root, path.rootName), let field = o.cls.field(sym),
      !field.isLet, !field.isPublished, case .array = o.fields[field.index]
    else { return false }
    let f = fiber
    var x = f.stack[f.sp - 1]
    if let shape = field.shape {
      guard case .array(let element) = shape else { return false }
      x = try Coercion.coerce(self, x, element)
    }
    f.top = .void
    _ = try modifyProperty(o, sym, coerced: field.shape != nil, ownStorage: path.writesOwnStorage) { v in
      // An observer that ran in willSet may have left something else in the property.
      if try append(x, to: &v) { return .void }
      return try apply(.call(sym: Sym.append.rawValue, args: [x], labels: labels), to: &v)
    }
    return true
  }

  private func append(_ x: Value, to slot: inout Value) throws -> Bool {
    guard case .array = slot else { return false }
    var v = Value.void
    swap(&v, &slot)
    defer { swap(&v, &slot) }
    guard case .array(var xs) = v else { return false }
    v = .void
    noteMutation(&xs)
    defer { v = .array(xs) }
    guard xs.count < Builtins.maxCount else { throw Builtins.tooLarge(xs.count + 1) }
    xs.append(x)
    return true
  }

  /// The fast path of `xs[i] = v`, `xs[i] += n` (integers) and `d[k] = v` on a local or top-level
  /// variable: the collection is taken out of its slot, changed and put back. False when it does
  /// not apply (the general path then does the write, or reports what is wrong).
  /// `f` is the running fiber, passed by the caller that holds it (no reference counted here).
  func storeElement(_ path: PathDesc, _ value: Value, _ op: BinaryOp?, _ f: Fiber) throws -> Bool {
    let k = f.sp &- 1
    // An `Int` key (the commonest) is matched where it lies, not copied; it owns nothing, so its
    // slot is cleared without a release.
    if case .int(let i) = f.stack[k] {
      let stored: Bool
      switch path.root {
      case .local(let s): stored = try storeElement(at: i, value, op, in: &f.stack[frameBase &+ s])
      case .global(let g): stored = try storeElement(at: i, value, op, in: &program.globals[g])
      default: return false
      }
      if stored {
        f.overwriteTrivial(at: k, with: .void)
        f.sp = k
      }
      return stored
    }
    let key = f.stack[k]
    guard op == nil, isPlainKey(key) else { return false }
    let stored: Bool
    switch path.root {
    case .local(let s): stored = storeEntry(key, value, in: &f.stack[frameBase &+ s])
    case .global(let g): stored = storeEntry(key, value, in: &program.globals[g])
    default: return false
    }
    if stored { f.truncate(to: k) }
    return stored
  }

  /// `xs[i] = v` / `xs[i] op= n` on an array, or `d[i] = v` on a dictionary, in `slot`. The
  /// collection is moved out of its slot (which holds `.void` meanwhile), so that it is the only
  /// reference while it is changed (`VM+Uniqueness`), and moved back.
  @inline(__always)
  private func storeElement(at i: Int, _ value: Value, _ op: BinaryOp?, in slot: inout Value) throws -> Bool {
    guard var xs = slot.takeArray() else { return op == nil && storeEntry(.int(i), value, in: &slot) }
    defer { slot = .array(xs) }
    return try storeElement(at: i, value, op, in: &xs)
  }

  @inline(__always)
  private func storeElement(at i: Int, _ value: Value, _ op: BinaryOp?, in xs: inout [Value]) throws -> Bool {
    guard i >= 0, i < xs.count else { return false }
    var element: Value
    if let op {
      guard case .int(let x) = xs[i], case .int(let y) = value else { return false }
      element = try Arithmetic.ints(op, x, y)
    } else {
      element = value
    }
    noteMutation(&xs)
    // The old element is swapped out, not copied, and released by the reaper.
    swap(&element, &xs[i])
    Reaper.release(taking: &element)
    return true
  }

  /// `d[k] = v` (`d[k] = nil` removes) on a dictionary in `slot`, for a key of a builtin scalar type.
  private func storeEntry(_ key: Value, _ value: Value, in slot: inout Value) -> Bool {
    guard case .dict = slot else { return false }
    var v = Value.void
    swap(&v, &slot)
    defer { swap(&v, &slot) }
    guard case .dict(var d) = v else { return false }
    v = .void
    noteMutation(&d.values)
    if case .null = value { d.remove(key) } else { d.set(key, value.unwrapped ?? value) }
    v = .dict(d)
    return true
  }

  /// A key of a builtin scalar type, which the fast path stores as it is.
  private func isPlainKey(_ k: Value) -> Bool {
    switch k {
    case .int, .string, .bool: return true
    default: return false
    }
  }
}

/// The fast path of `object.items[i].field = v` (and `op=`): a stored array property of a
/// class instance held by a variable or left on the stack, its element a struct. The instance
/// is the last one along the path, so nothing before it is read (R9) and the write is the
/// `_modify` of `items` the general path reaches (R8), without peeking along the path first nor
/// making the subscript-argument array. False, having done nothing, when it does not apply.
func storeElementField(_ vm: VM, _ path: PathDesc, _ value: Value, _ op: BinaryOp?, _ f: Fiber) throws -> Bool {
  guard case .member(let sym) = path.components[0], case .subscriptAccess(1) = path.components[1],
    case .member(let member) = path.components[2]
  else { return false }
  let operands: Int  // the index, and the root when it is on the stack
  let held: Instance?  // the one reference counted here: callbacks may overwrite the root's variable
  switch path.root {
  case .local(let s): (held, operands) = (f.stack[vm.frameBase + s].asObject, 1)
  case .global(let g): (held, operands) = (vm.program.globals[g].asObject, 1)
  case .capture(let k): (held, operands) = (vm.frameClosure!.captures[k].asObject, 1)
  case .temporary: (held, operands) = (f.stack[f.sp - 2].asObject, 2)
  default: return false
  }
  // The property and its element are looked at where they are, not copied.
  guard let o = held, let field = o.cls.field(sym), case .int(let i) = f.stack[f.sp - 1],
    o.fields[field.index].holdsStruct(at: i)
  else { return false }
  f.truncate(to: f.sp - operands)
  // `coerced`: the element stays a struct and its field is converted where it is stored, so
  // the property's value is not converted again (for `[Item]` that made a new array, every
  // element copied, on every write).
  _ = try vm.modifyProperty(o, sym, coerced: true, ownStorage: path.writesOwnStorage) { v in
    // An observer that ran in willSet may have left something else in the property.
    var k = 0
    // Moved out of the property's value, not copied (no reference counted).
    if var xs = v.takeArray() {
      defer { v = .array(xs) }
      if i < xs.count {
        vm.noteMutation(&xs)
        if op == nil, try storeField(vm, member, value, in: &xs[i]) {
          return .void
        }
        let action: VM.WriteAction = op.map { .compound($0, value) } ?? .assign(value)
        return try vm.modifyValue(&xs[i], path.components[2...], [], &k, action)
      }
    }
    let action: VM.WriteAction = op.map { .compound($0, value) } ?? .assign(value)
    return try vm.modifyValue(&v, path.components[1...], [.int(i)], &k, action)
  }
  return true
}

extension Value {
  /// Whether this is an array whose element `i` is a struct: looked at in place, nothing copied.
  @inline(__always)
  fileprivate func holdsStruct(at i: Int) -> Bool {
    guard case .array(let xs) = self, i >= 0, i < xs.count, case .structValue = xs[i] else { return false }
    return true
  }
}

/// `element.field = v` on a struct in `slot`, for a stored field with no observers, no lazy
/// initializer and no `let`: what `modifyValue` does for it, without making the write's action
/// and path slice. False, having done nothing, for anything else.
private func storeField(_ vm: VM, _ sym: Int, _ value: Value, in slot: inout Value) throws -> Bool {
  guard var s = slot.takeStruct() else { return false }
  defer { slot = .structValue(s) }
  // `field(_:)`, not `member(_:)`: no `MemberRef` copied (two references counted).
  guard let field = s.type.field(sym), !field.isLet, field.lazyInitializer == nil,
    field.willSetObserver == nil, field.didSetObserver == nil
  else { return false }
  var x = try field.shape.map { try Coercion.coerce(vm, value, $0) } ?? value
  vm.noteMutation(&s.fields)
  // The old value is swapped out, not copied, and released by the reaper.
  swap(&x, &s.fields[field.index])
  Reaper.release(taking: &x)
  return true
}
