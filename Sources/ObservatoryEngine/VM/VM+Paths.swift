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
extension VM {
  enum WriteAction {
    case assign(Value)
    case compound(BinaryOp, Value)
    case call(sym: Int, args: [Value], labels: Int)
    /// An `&` argument: the value is handed to the call and its final value stored back.
    case inoutArgument((inout Value) throws -> Value)
  }

  /// `path = value` or `path op= value`: the stack holds [temporary root] [subscript args] [value].
  func storePath(_ path: PathDesc, op: BinaryOp?) throws {
    let f = fiber
    let value = f.pop()
    // Fast path for the commonest write, `object.property = v` / `object.property op= v`.
    if path.components.count == 1, case .member(let sym) = path.components[0] {
      var root: Value
      if case .temporary = path.root { root = f.pop() } else { root = try loadRoot(path.root, path.rootName) }
      if case .object(let o) = root {
        let own = path.writesOwnStorage
        if let op {
          if case .int(let rhs) = value, try modifyIntProperty(o, sym, op, rhs) { return }
          _ = try modifyProperty(o, sym, ownStorage: own) { v in try apply(.compound(op, value), to: &v) }
        } else {
          try setProperty(o, sym, value, ownStorage: own)
        }
        return
      }
      _ = try write(path, root: &root, args: [], action: op.map { .compound($0, value) } ?? .assign(value))
      return
    }
    if path.components.count == 1, case .subscriptAccess(1) = path.components[0], path.rootIsMutable,
      try storeElement(path, value, op)
    {
      return
    }
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
    let mutating: Bool
    do {
      guard let peeked = try readPath(path, root: root, args: args, commit: false) else {
        try f.push(.null)  // an optional link was nil
        return
      }
      mutating = isMutatingCall(peeked, sym)
    }
    if !mutating {
      guard let r = try readPath(path, root: root, args: args, commit: true) else {
        try f.push(.null)
        return
      }
      let base = f.sp
      try f.push(r)
      for a in callArgs { try f.push(a) }
      _ = base
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
    guard path.components.contains(where: { if case .keyPath = $0 { true } else { false } }) else {
      return (path, root, args)
    }
    // `model[keyPath: k] = v`: the key path's components become member steps of the path.
    var components: [PathDesc.Component] = []
    var offsets: [Int] = []
    var rest: [Value] = []
    var i = 0
    for (c, offset) in zip(path.components, path.offsets) {
      switch c {
      case .keyPath:
        guard case .host(let k as KeyPathValue) = args[i] else { throw Fault("expected a key path in [keyPath:]") }
        i += 1
        for name in k.components where name != "self" {
          components.append(name == "?" ? .bind : name == "!" ? .force : .member(program.symbol(name)))
          offsets.append(offset)
        }
      case .subscriptAccess(let argc):
        rest += args[i..<i + argc]
        i += argc
        fallthrough
      default:
        components.append(c)
        offsets.append(offset)
      }
    }
    let expanded = PathDesc(
      root: path.root, rootName: path.rootName, rootIsMutable: path.rootIsMutable, components: components,
      offsets: offsets, writesOwnStorage: path.writesOwnStorage)
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

  private var frameBase: Int { fiber.frames[fiber.frames.count - 1].base }
  private var frameClosure: Closure? { fiber.frames[fiber.frames.count - 1].closure }

  func loadRoot(_ root: PathDesc.Root, _ name: String) throws -> Value {
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
    case .accessedGlobal(let g): v = try accessedGlobalValue(g)
    case .temporary: v = .void
    }
    if case .missing = v {
      switch root {
      case .global(let g) where globalsInAccess.contains(g): throw overlappingAccess(name)
      case .localCell, .captureCell: if cellsInAccess > 0 { throw overlappingAccess(name) }
      default: break
      }
      throw Fault("'\(name)' is used before it is initialized")
    }
    return v
  }

  private func storeRoot(_ root: PathDesc.Root, _ v: Value) {
    switch root {
    case .local(let s): fiber.store(v, at: frameBase + s)
    case .localCell(let s): if case .cell(let c) = fiber.stack[frameBase + s] { c.value = v }
    case .captureCell(let i): if case .cell(let c) = frameClosure!.captures[i] { c.value = v }
    case .global(let g):
      if case .cell(let c) = program.globals[g] { c.value = v } else { program.setGlobal(g, v) }
    case .capture, .accessedGlobal, .temporary: break
    }
  }

  /// The fast path of the commonest mutation, `xs.append(x)` on a local or top-level array: the
  /// array is taken out of its slot, appended to and put back. False when it does not apply.
  private func appendToVariable(_ path: PathDesc, _ labels: Int) throws -> Bool {
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
  private func appendToProperty(_ path: PathDesc, _ labels: Int) throws -> Bool {
    let given = program.labelSets[labels]
    guard given.count == 1, given[0] == nil, program.valueExtensions.isEmpty,
      case .member(let sym) = path.components[0]
    else { return false }
    if case .temporary = path.root { return false }
    guard case .object(let o) = try loadRoot(path.root, path.rootName), case .field(let field)? = o.cls.member(sym),
      !field.isLet, !field.isPublished, case .array = o.fields[field.index]
    else { return false }
    let f = fiber
    var x = f.stack[f.sp - 1]
    if let shape = field.shape {
      guard case .array(let element) = shape else { return false }
      x = try coerce(x, element)
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
  private func storeElement(_ path: PathDesc, _ value: Value, _ op: BinaryOp?) throws -> Bool {
    let f = fiber
    let key = f.stack[f.sp - 1]
    let stored: Bool
    switch path.root {
    case .local(let s): stored = try storeElement(key, value, op, in: &f.stack[frameBase + s])
    case .global(let g): stored = try storeElement(key, value, op, in: &program.globals[g])
    default: return false
    }
    if stored { f.truncate(to: f.sp - 1) }
    return stored
  }

  private func storeElement(_ key: Value, _ value: Value, _ op: BinaryOp?, in slot: inout Value) throws -> Bool {
    if case .array = slot, case .int(let i) = key {
      var v = Value.void
      swap(&v, &slot)
      defer { swap(&v, &slot) }
      guard case .array(var xs) = v, i >= 0, i < xs.count else { return false }
      let element: Value
      if let op {
        guard case .int(let x) = xs[i], case .int(let y) = value else { return false }
        element = try intOp(op, x, y)
      } else {
        element = value
      }
      v = .void
      noteMutation(&xs)
      var old = xs[i]
      xs[i] = element
      Reaper.release(taking: &old)
      v = .array(xs)
      return true
    }
    if case .dict = slot, op == nil, isPlainKey(key) {
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
    return false
  }

  /// A key that needs no check before it is hashed (`Builtins.checkKey`).
  private func isPlainKey(_ k: Value) -> Bool {
    switch k {
    case .int, .string, .bool: return true
    default: return false
    }
  }

  // MARK: - Writing

  /// Performs the write; returns the result of a mutating call (or void). `root` is the value
  /// loaded from the path's root; the write takes it (leaving `.void`) so that the variable's
  /// value, moved out of its slot, is the only reference while it is mutated (`VM+Uniqueness`).
  func write(_ path: PathDesc, root: inout Value, args: [Value], action: WriteAction) throws -> Value {
    let comps = path.components
    let targetCount: Int
    if case .call = action { targetCount = comps.count } else { targetCount = comps.count - 1 }
    if case .inoutArgument = action, comps.isEmpty, case .temporary = path.root {
      throw Fault("cannot pass a temporary value as an '&' argument", hint: "store it in a 'var' first")
    }
    // Phase 1: peek along the path to find the last class instance before the target.
    var cur = root
    var argIndex = 0
    var boundary = -1
    var boundaryObject: Instance? = nil
    var boundaryArgIndex = 0
    var boundaryType: NominalType? = nil
    // With no component before the target (`f(&object)`), the variable itself is written.
    for k in 0..<max(0, targetCount + 1) {
      if case .object(let o) = cur {
        boundary = k
        boundaryObject = o
        boundaryType = nil
        boundaryArgIndex = argIndex
      } else if case .type(let t as NominalType) = cur {
        boundary = k
        boundaryObject = nil
        boundaryType = t
        boundaryArgIndex = argIndex
      }
      if k >= targetCount { break }
      guard let next = try step(cur, comps[k], args, &argIndex, commit: false) else {
        // `m.origin?.x = 5` with `origin == nil`: the chain stops inside the value of the
        // instance's property, but Swift has entered that property's `_modify` already, so its
        // observers are notified though nothing is written (R8). Not so when the property holds
        // a class instance (`m.child?.name = ...`): that is a read of `child`.
        if k > boundary, let owner = boundaryObject?.cls ?? boundaryType,
          !modifiesClassReference(owner, comps[boundary])
        {
          break
        }
        return .null
      }
      cur = next
    }
    // The peeked value must not outlive the peek: an element the write replaces dies during the
    // write, before didSet, as in Swift (R8, R12; verified against Swift 6.3.1).
    cur = .void
    if let t = boundaryType, boundary < comps.count, case .member(let sym) = comps[boundary] {
      // A static property: `BodyCounter.counts[name, default: 0] += 1`.
      var i = boundaryArgIndex
      return try writeStaticProperty(
        t, sym, comps[(boundary + 1)...], args, &i, action, ownStorage: path.writesOwnStorage && boundary == 0)
    }
    guard let object = boundaryObject else {
      // No instance: mutate the variable in place.
      if comps.count == 1, case .member(let sym) = comps[0], case .assign(let x) = action,
        case .host(let n as NativeValue) = root, try n.set(self, program.symbolName(sym), x)
      {
        return .void  // a reference's settable property (`continuation.onTermination = ...`)
      }
      guard path.rootIsMutable else {
        if case .temporary = path.root {
          throw Fault("cannot mutate a temporary value", hint: "store it in a 'var' first")
        }
        throw Fault(
          "cannot change '\(path.rootName)': it is a 'let' constant",
          hint: path.rootName == "self" ? "mark the method 'mutating'" : "declare it with 'var' to change it")
      }
      if case .accessedGlobal(let g) = path.root { return try modifyAccessedGlobal(g, &root, comps[...], args, action) }
      var v = Value.void
      swap(&v, &root)
      storeRoot(path.root, .missing)
      beginAccess(path.root)
      defer {
        endAccess(path.root)
        storeRoot(path.root, v)
      }
      var i = 0
      return try modifyValue(&v, comps[...], args, &i, action, ownStorage: path.writesOwnStorage)
    }
    // Phase 2: the reads before the instance are real getters (tracked, R9).
    if boundary > 0 {
      var c = root
      var i = 0
      for k in 0..<boundary {
        guard let next = try step(c, comps[k], args, &i, commit: true) else { return .null }
        c = next
      }
    }
    let rest = comps[boundary...]
    if rest.isEmpty {
      // The receiver of a call is the instance itself.
      guard case .call(let sym, let callArgs, let labels) = action else { return .void }
      let f = fiber
      try f.push(.object(object))
      for a in callArgs { try f.push(a) }
      return try runCallMember(sym, argc: callArgs.count, labels: labels)
    }
    if case .subscriptAccess(let argc) = rest.first! {
      // A custom subscript of a class: its getter and setter run on the instance.
      let sub = subscriptFor(object.cls, Array(args[boundaryArgIndex..<boundaryArgIndex + argc]))
      guard let getter = sub?.getter, let setter = sub?.setter else {
        throw Fault(
          sub == nil
            ? "'\(object.cls.name)' has no subscripts"
            : "cannot assign through '\(object.cls.name)''s subscript: it is get-only")
      }
      var argIdx = boundaryArgIndex + argc
      let these = Array(args[boundaryArgIndex..<boundaryArgIndex + argc])
      if rest.count == 1, case .assign(let newValue) = action {
        // `cache[k] = v`: only the setter runs (a compound change gets, then sets).
        _ = try callProto(setter, receiver: .object(object), these + [newValue])
        return .void
      }
      var x = try callProto(getter, receiver: .object(object), these)
      let r = try modifyValue(&x, rest.dropFirst(), args, &argIdx, action)
      _ = try callProto(setter, receiver: .object(object), these + [x])
      return r
    }
    guard case .member(let sym) = rest.first! else {
      throw Fault("'\(object.cls.name)' has no subscripts")
    }
    var argIdx = boundaryArgIndex
    let own = path.writesOwnStorage && boundary == 0
    if rest.count == 1, case .assign(let v) = action {
      try setProperty(object, sym, v, ownStorage: own)
      return .void
    }
    if case .field(let field)? = object.cls.member(sym), let shape = field.shape,
      let incoming = try incomingCoerced(action, along: rest.dropFirst(), shape)
    {
      return try modifyProperty(object, sym, coerced: true, ownStorage: own) { value in
        try modifyValue(&value, rest.dropFirst(), args, &argIdx, incoming)
      }
    }
    return try modifyProperty(object, sym, ownStorage: own) { value in
      try modifyValue(&value, rest.dropFirst(), args, &argIdx, action)
    }
  }

  /// Whether the property a path enters at `component` holds a class instance (by its declared
  /// type): an optional chain through it reads the reference rather than modifying the property.
  private func modifiesClassReference(_ owner: NominalType, _ component: PathDesc.Component) -> Bool {
    guard case .member(let sym) = component, case .field(let field)? = owner.member(sym), var t = field.declaredType
    else { return false }
    while case .optional(let inner) = t { t = inner }
    guard case .named(let n, _) = t, let nt = program.nominalType(n) else { return false }
    return nt is ClassInfo || (nt as? ProtocolInfo)?.inherited.contains("AnyObject") == true
  }

  /// Runs `callMember` to completion and returns its result.
  private func runCallMember(_ sym: Int, argc: Int, labels: Int) throws -> Value {
    let f = fiber
    let base = f.sp - argc - 1
    let depth = f.frames.count
    nestedRuns += 1
    defer { nestedRuns -= 1 }
    try callMember(sym, argc: argc, labels: labels)
    if f.frames.count > depth { _ = try execute(boundary: depth) }
    let r = f.stack[f.sp - 1]
    f.truncate(to: base)
    return r
  }

  /// Mutates a value (struct, array, dictionary, tuple, optional) in place along `comps`.
  func modifyValue(
    _ v: inout Value, _ comps: ArraySlice<PathDesc.Component>, _ args: [Value], _ argIndex: inout Int,
    _ action: WriteAction, ownStorage: Bool = false
  ) throws -> Value {
    guard let c = comps.first else { return try apply(action, to: &v) }
    let rest = comps.dropFirst()
    switch c {
    case .member(let sym):
      // Mutable payloads are taken with `if case`, not in a `switch`: a switch keeps its subject
      // alive through the case body, so the payload would still be shared (`VM+Uniqueness`).
      if case .structValue(var s) = v {
        switch s.type.member(sym) {
        case .field(let field)?:
          if case .missing = s.fields[field.index], let lazy = field.lazyInitializer {
            // A struct's `lazy var` is computed at its first use and stored in the value (its
            // getter is `mutating`, as in Swift).
            s.fields[field.index] = try callProto(lazy, receiver: v, [])
            v = .structValue(s)
          }
          if field.isLet {
            throw Fault(
              "cannot assign to property '\(field.name)': it is a 'let' constant", hint: "declare it with 'var'")
          }
          if !ownStorage, field.willSetObserver != nil || field.didSetObserver != nil {
            // A struct's property observers run on every write, compound ones included: the new
            // value is made on a copy, then willSet, the store, didSet (verified against Swift
            // 6.3.1; the playground used to skip them).
            var x = s.fields[field.index].weakDereferenced
            var oldValue = x
            let r: Value
            if rest.isEmpty, case .assign(let nv) = action {
              x = nv
              r = .void
            } else {
              r = try modifyValue(&x, rest, args, &argIndex, action)
            }
            if let shape = field.shape { x = try coerce(x, shape) }
            if let w = field.willSetObserver { _ = try callMutating(w, on: &v, [x], labels: positionalLabels(1)) }
            guard case .structValue(var updated) = v else { return r }
            updated.fields[field.index] = x
            v = .structValue(updated)
            if !field.keepsOldValue {
              // No `oldValue` in didSet (SE-0268): the store released the old value.
              oldValue = .void
              s = updated
              try runDeinits()
            }
            if let d = field.didSetObserver { _ = try callMutating(d, on: &v, [oldValue], labels: positionalLabels(1)) }
            return r
          }
          v = .void
          noteMutation(&s.fields)
          defer { v = .structValue(s) }
          if rest.isEmpty, case .assign(let x) = action {
            var old = s.fields[field.index]
            s.fields[field.index] = try field.shape.map { try coerce(x, $0) } ?? x
            Reaper.release(taking: &old)
            return .void
          }
          if field.holdsReferenceCell, let shape = field.shape {
            var x = s.fields[field.index].weakDereferenced
            let r = try modifyValue(&x, rest, args, &argIndex, action)
            s.fields[field.index] = try coerce(x, shape)
            return r
          }
          let incoming = try field.shape.flatMap { try incomingCoerced(action, along: rest, $0) } ?? action
          return try modifyValue(&s.fields[field.index], rest, args, &argIndex, incoming)
        case .computed(let getter, let setter?)?:
          var x = try callProto(getter, receiver: v, [])
          let r = try modifyValue(&x, rest, args, &argIndex, action)
          _ = try callMutating(setter, on: &v, [x], labels: positionalLabels(1))
          return r
        case .computed?:
          throw Fault("cannot assign to '\(program.symbolName(sym))': it is a get-only computed property")
        default:
          throw Fault("value of type '\(s.type.name)' has no property '\(program.symbolName(sym))'")
        }
      }
      if case .tuple(var xs, let labels) = v {
        let i = try tupleIndex(sym, count: xs.count, labels)
        v = .void
        defer { v = .tuple(xs, labels: labels) }
        return try modifyValue(&xs[i], rest, args, &argIndex, action)
      }
      switch v {
      case .object(let o):
        // A getter along the value path returned an instance: the write continues there.
        if rest.isEmpty, case .assign(let x) = action {
          try setProperty(o, sym, x)
          return .void
        }
        return try modifyProperty(o, sym) { value in try modifyValue(&value, rest, args, &argIndex, action) }
      case .null, .some:
        throw Fault("value of optional type must be unwrapped to change its property", hint: "use ?. or ! first")
      case .host(let n as NativeValue):
        if rest.isEmpty, case .assign(let x) = action, try n.set(self, program.symbolName(sym), x) { return .void }
        throw Fault("cannot change property '\(program.symbolName(sym))' of a value of type '\(valueTypeName(v))'")
      default:
        throw Fault("cannot change property '\(program.symbolName(sym))' of a value of type '\(valueTypeName(v))'")
      }
    case .subscriptAccess(let argc):
      let these = Array(args[argIndex..<argIndex + argc])
      argIndex += argc
      if case .array(var xs) = v {
        if these.count == 1, case .range(let r) = these[0] {
          // `xs[1..<3] = [...]`: the slice is replaced (its length may change), as Swift does.
          let lower = r.fromStart ? 0 : r.lower
          guard let end = r.toEnd ? xs.count : r.end, lower >= 0, end <= xs.count, lower <= end else {
            throw Fault("range \(describePlain(these[0])) is out of bounds for an array of \(xs.count) elements")
          }
          var slice: Value = .array(Array(xs[lower..<end]))
          let result = try modifyValue(&slice, rest, args, &argIndex, action)
          let replacement = try Builtins.elements(slice)
          guard xs.count - (end - lower) + replacement.count <= Builtins.maxCount else {
            throw Builtins.tooLarge(xs.count - (end - lower) + replacement.count)
          }
          v = .void
          xs.replaceSubrange(lower..<end, with: replacement)
          v = .array(xs)
          return result
        }
        guard these.count == 1, case .int(let i) = these[0] else { throw Fault("an array index must be an Int") }
        guard i >= 0 && i < xs.count else { throw indexOutOfRange(i, count: xs.count) }
        v = .void
        noteMutation(&xs)
        defer { v = .array(xs) }
        return try modifyValue(&xs[i], rest, args, &argIndex, action)
      }
      if case .dict(var d) = v {
        let key = these[0]
        try Builtins.checkKey(key)
        v = .void
        noteMutation(&d.values)
        defer { v = .dict(d) }
        if these.count == 2 {  // dict[key, default: x]
          var x = d[key] ?? these[1]
          let r = try modifyValue(&x, rest, args, &argIndex, action)
          d.set(key, x)
          return r
        }
        if rest.isEmpty, case .assign(let x) = action {
          if case .null = x { d.remove(key) } else { d.set(key, x.unwrapped ?? x) }
          return .void
        }
        var x: Value = d[key].map { .some($0) } ?? .null
        let r = try modifyValue(&x, rest, args, &argIndex, action)
        if let u = x.unwrapped { d.set(key, u) } else { d.remove(key) }
        return r
      }
      switch v {
      case .structValue(let s) where subscriptFor(s.type, these) != nil:
        // A custom subscript of a struct: get, change the copy, set (a mutating setter).
        let sub = subscriptFor(s.type, these)
        guard let getter = sub?.getter, let setter = sub?.setter else {
          throw Fault("cannot assign through '\(s.type.name)''s subscript: it is get-only")
        }
        if rest.isEmpty, case .assign(let newValue) = action {
          _ = try callMutating(setter, on: &v, these + [newValue], labels: positionalLabels(these.count + 1))
          return .void
        }
        var x = try callProto(getter, receiver: v, these)
        let r = try modifyValue(&x, rest, args, &argIndex, action)
        _ = try callMutating(setter, on: &v, these + [x], labels: positionalLabels(these.count + 1))
        return r
      default:
        throw Fault("cannot assign through a subscript of a value of type '\(valueTypeName(v))'")
      }
    case .keyPath:
      throw Fault("internal: a key path left in a storage path")
    case .force, .bind:
      if case .some(var x) = v {
        v = .void
        defer { v = .some(x) }
        return try modifyValue(&x, rest, args, &argIndex, action)
      }
      switch v {
      case .null:
        if case .bind = c { return .null }
        throw Fault("unexpectedly found nil while unwrapping an Optional value", hint: "check with if let first")
      default:
        return try modifyValue(&v, rest, args, &argIndex, action)
      }
    }
  }

  /// The innermost step of a write.
  func apply(_ action: WriteAction, to v: inout Value) throws -> Value {
    switch action {
    case .assign(let x):
      var old = v
      v = x
      Reaper.release(taking: &old)
      return .void
    case .compound(let op, let rhs):
      // `xs += ys` and `s += t` append in place, as Swift's `+=` does (`VM+Uniqueness`).
      if op == .add, case .array(let more) = rhs, case .array(var xs) = v {
        guard xs.count + more.count <= Builtins.maxCount else { throw Builtins.tooLarge(xs.count + more.count) }
        v = .void
        noteMutation(&xs)
        xs.append(contentsOf: more)
        v = .array(xs)
        return .void
      }
      if op == .add, case .string(let more) = rhs, case .string(var str) = v {
        guard str.utf8.count + more.utf8.count <= Builtins.maxCount else {
          throw Builtins.tooLarge(str.utf8.count + more.utf8.count, string: true)
        }
        v = .void
        str += more
        v = .string(str)
        return .void
      }
      v = try binary(op, v, rhs)
      return .void
    case .inoutArgument(let body):
      return try body(&v)
    case .call(let sym, let args, let labels):
      if case .structValue(var s) = v {
        if case .field(let field)? = s.type.member(sym), let lazy = field.lazyInitializer {
          // Reading a struct's `lazy var` through its storage: computed and stored at the first read.
          if case .missing = s.fields[field.index] {
            s.fields[field.index] = try callProto(lazy, receiver: v, [])
            v = .structValue(s)
          }
          return s.fields[field.index]
        }
        guard case .method(let p)? = s.type.member(sym) else {
          throw Fault("value of type '\(s.type.name)' has no method '\(program.symbolName(sym))'")
        }
        s = StructValue(type: s.type, fields: [])  // `v` is the only reference the method sees
        return try callMutating(p, on: &v, args, labels: labels)
      }
      // A switch keeps its subject alive through the case body: the cases below do not take
      // their payload out of `v` (`VM+Uniqueness`).
      switch v {
      case .enumValue(let e):
        guard case .method(let p)? = e.type.member(sym) else {
          throw Fault("value of type '\(e.type.name)' has no method '\(program.symbolName(sym))'")
        }
        return try callMutating(p, on: &v, args, labels: labels)
      case .object:
        let f = fiber
        try f.push(v)
        for a in args { try f.push(a) }
        return try runCallMember(sym, argc: args.count, labels: labels)
      default:
        if let t = program.extensionTable(for: v), case .method(let p)? = t.member(sym) {
          return try callMutating(p, on: &v, args, labels: labels)
        }
        return try Builtins.mutate(self, &v, sym, args, program.labelSets[labels])
      }
    }
  }
}
