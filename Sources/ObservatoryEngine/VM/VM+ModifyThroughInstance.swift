/// R8 and R9 along a storage path: a write lands on the last class instance the path reaches
/// (R9: the steps before it are reads, tracked getters; `b.items[0].q = 7` reads `items` and
/// notifies for `b`'s property only, the whole stored property of one object). A plain assignment
/// to that instance's property is its setter (`VM+PropertyWrites`: R7's gate, R4); anything
/// deeper (`m.arr[0] += 1`, `m.point.x = 3`, `m.arr.append(4)`) enters the property's `_modify`:
/// one access, one willSet/didSet pair, no equality gate (R8), the value changed in place.
extension VM {
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
      } else if case .type(let tv) = cur, let t = tv.unspecialized as? NominalType {
        boundary = k
        boundaryObject = nil
        boundaryType = t
        boundaryArgIndex = argIndex
      }
      if k >= targetCount { break }
      // A computed property is not peeked through: its getter runs once, in the write itself.
      if case .member(let sym) = comps[k], isComputedMember(cur, sym) { break }
      guard let next = try step(cur, comps[k], args, &argIndex, commit: false) else {
        // `m.origin?.x = 5` with `origin == nil`: the chain stops inside the value of the
        // instance's property, but Swift has entered that property's `_modify` already, so its
        // observers are notified though nothing is written (R8). Not so when the property holds
        // a class instance (`m.child?.name = ...`): that is a read of `child`.
        if k > boundary, let owner = boundaryObject?.cls ?? boundaryType,
          !types.modifiesClassReference(owner, boundaryObject.map { .object($0) }, comps[boundary..<targetCount])
        {
          break
        }
        // So does a struct variable's (`h.opt?.x = 1`): the observers of the properties the
        // chain entered run.
        if boundary < 0, k > 0, path.rootIsMutable, case .structValue(let s) = root,
          !types.modifiesClassReference(s.type, root, comps[0..<targetCount])
        {
          break
        }
        // And a top-level variable's with observers or a setter (`g?.x = 1` of a `var g: P?`):
        // its willSet and didSet (or getter and setter) run.
        if boundary < 0, path.rootIsMutable, case .accessedGlobal(let g) = path.root,
          let type = program.globalTypes[g], !types.reachesClassReference(type, root, comps[0..<targetCount])
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
      return try VariableAccessors.writeStatic(
        self,
        t, sym, comps[(boundary + 1)...], args, &i, action, ownStorage: path.writesOwnStorage && boundary == 0)
    }
    guard let object = boundaryObject else {
      // No instance: mutate the variable in place.
      if comps.count == 1, case .member(let sym) = comps[0], case .assign(let x) = action,
        case .host(let n as NativeValue) = root, try n.set(self, program.symbolName(sym), x)
      {
        return .void  // a reference's settable property (`continuation.onTermination = ...`)
      }
      if types.setsThroughNonmutatingSetter(root, comps[...]) {
        // `binding.value = 3`, also of a `let` or a temporary: the variable is read, and the
        // setter runs on a copy (a variable's observers do not run).
        var copy = root
        var i = 0
        return try modifyValue(&copy, comps[...], args, &i, action)
      }
      guard path.rootIsMutable else {
        if case .temporary = path.root {
          throw Fault("cannot mutate a temporary value", hint: "store it in a 'var' first")
        }
        throw Fault(
          "cannot change '\(path.rootName)': it is a 'let' constant",
          hint: path.rootName == "self" ? "mark the method 'mutating'" : "declare it with 'var' to change it")
      }
      if case .accessedGlobal(let g) = path.root {
        return try VariableAccessors.modify(self, global: g, &root, comps[...], args, action)
      }
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
      let sub = types.subscriptFor(object.cls, Array(args[boundaryArgIndex..<boundaryArgIndex + argc]))
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
    if object.cls.field(sym) == nil, rest.count > 1, case .computed(let getter, let setter)? = object.cls.member(sym) {
      // `m.size.w = 10`: get, change, set. Only get where the value is a class instance or the
      // change is a `nonmutating set` (Swift writes nothing back).
      var v = try callProto(getter, receiver: .object(object), [])
      if case .object = v { return try modifyValue(&v, rest.dropFirst(), args, &argIdx, action) }
      // `ws.selected?.text = "x"`, `ws.selected!.text = "x"`: an optional class instance is only
      // read too (nil ends the chain, or traps), as Swift's getter alone does.
      if types.reachesOptionalInstance(v, declared: getter.returnShape, then: rest.dropFirst().first) {
        return try modifyValue(&v, rest.dropFirst(), args, &argIdx, action)
      }
      if types.setsThroughNonmutatingSetter(v, rest.dropFirst()) {
        return try modifyValue(&v, rest.dropFirst(), args, &argIdx, action)
      }
      guard let setter else {
        throw Fault("cannot change '\(program.symbolName(sym))': it is a get-only computed property")
      }
      let r = try modifyValue(&v, rest.dropFirst(), args, &argIdx, action)
      try callSetter(setter, on: object, v)
      return r
    }
    if let field = object.cls.field(sym), rest.count > 1,
      types.setsThroughNonmutatingSetter(object.fields[field.index], rest.dropFirst())
    {
      // `model.binding.value = 3` where the setter is `nonmutating`: Swift reads the property
      // (its getter, tracked: R1) and runs the setter on a copy; no `_modify`, nothing notified.
      var copy = try readField(object, field)
      return try modifyValue(&copy, rest.dropFirst(), args, &argIdx, action)
    }
    if let field = object.cls.field(sym), rest.count > 1,
      types.modifiesClassReference(object.cls, .object(object), comps[boundary..<targetCount])
    {
      // `m.sections[0].firstOpen?.done = true`: Swift reads the property (R1), notifies nothing.
      var copy = try readField(object, field)
      return try modifyValue(&copy, rest.dropFirst(), args, &argIdx, action)
    }
    if rest.count == 1, case .assign(let v) = action {
      try setProperty(object, sym, v, ownStorage: own)
      return .void
    }
    // `model[keyPath: \.count] += 0`, `&model[keyPath: kp]`: a key path's component has a getter
    // and a setter, no `_modify`, so the setter's R7 gate decides (verified against Swift 6.3.1).
    let viaSetter = path.fromKeyPath?[boundary] == true
    if let field = object.cls.field(sym), let shape = field.shape,
      let incoming = try Coercion.incomingCoerced(self, action, along: rest.dropFirst(), shape)
    {
      return try modifyProperty(object, sym, coerced: true, ownStorage: own, viaSetter: viaSetter) { value in
        try modifyValue(&value, rest.dropFirst(), args, &argIdx, incoming)
      }
    }
    return try modifyProperty(object, sym, ownStorage: own, viaSetter: viaSetter) { value in
      try modifyValue(&value, rest.dropFirst(), args, &argIdx, action)
    }
  }

  /// Whether `sym` names a computed property of the instance or struct `v`.
  private func isComputedMember(_ v: Value, _ sym: Int) -> Bool {
    switch v {
    case .object(let o): if case .computed? = o.cls.member(sym) { return true }
    case .structValue(let s): if case .computed? = s.type.member(sym) { return true }
    default: break
    }
    return false
  }

  /// Runs `callMember` to completion and returns its result.
  func runCallMember(_ sym: Int, argc: Int, labels: Int) throws -> Value {
    let f = fiber
    let base = f.sp - argc - 1
    let depth = f.frames.count
    nestedRuns += 1
    defer { nestedRuns -= 1 }
    try callMember(sym, argc: argc, labels: labels)
    if f.frames.count > depth { _ = try execute(f, boundary: depth) }
    let r = f.stack[f.sp - 1]
    f.truncate(to: base)
    return r
  }

  /// `_modify`: access, willSet, in-place mutation, didSet — always notifies (R8). The new value
  /// is converted to the property's type unless `coerced` says `body` already converted what it
  /// brought in (`IncomingCoercion`). `viaSetter`: through a key path, get then set (R7's gate).
  func modifyProperty(
    _ o: Instance, _ sym: Int, coerced: Bool = false, ownStorage: Bool = false, viaSetter: Bool = false,
    _ body: (inout Value) throws -> Value
  ) throws -> Value {
    guard let field = o.cls.field(sym) else { return try modifyComputedProperty(o, sym, body) }
    if field.isLet {
      throw Fault(
        "cannot change property '\(field.name)': it is a 'let' constant",
        hint: "declare it with 'var' in \(o.cls.name) to change it")
    }
    let i = field.index
    if case .missing = o.fields[i], field.lazyInitializer != nil { _ = try readField(o, field) }
    if field.isPublished || (field.isTracked && (viaSetter || field.overridden != nil && field.hasObservers)) {
      // @Published has get and set only, and so has an `override` with observers of an
      // `@Observable` property (around the superclass's setter): the new value is computed on a
      // copy, then set.
      if field.isTracked { runtime.access(o, i) }
      var copy = o.fields[i]
      let result = try body(&copy)
      try setProperty(o, sym, copy)
      return result
    }
    var announced = false
    if field.isTracked {
      runtime.access(o, i)
      announced = try runtime.willSet(o, i, old: o.fields[i], new: nil)
    }
    // The value is moved out of the field while it is mutated, so that it is the only reference
    // (`VM+Uniqueness`); the old value is kept only for whoever looks at it: willSet and didSet
    // observers, and the names of the objects it holds.
    var v = Value.missing
    swap(&v, &o.fields[i])  // moved out, not copied (no reference counted)
    if case .cell = v { v = v.weakDereferenced }
    let observed = field.hasObservers && !ownStorage
    let keepsOld = observed || naming.namesMove(o, v)
    var old = keepsOld ? v : .void
    let result: Value
    do {
      fieldsInAccess += 1
      defer {
        fieldsInAccess -= 1
        // Moved back, unless the property's own observers run first: Swift's `_modify` holds
        // its copy through them (what they replace dies after didSet).
        var stored = Value.void
        if observed { stored = v } else { swap(&stored, &v) }
        if !coerced, let shape = field.shape, let c = try? Coercion.coerce(self, stored, shape) { stored = c }
        o.fields[i] = stored
      }
      result = try body(&v)
    }
    nameChild(o, field, old: old, o.fields[i])
    if observed, field.hasWillSet {
      // With a willSet observer, `_modify` is a get and a set: willSet sees the new value while
      // the property still holds the old one (R8; verified against Swift 6.3.1).
      let newValue = o.fields[i]
      o.fields[i] = old
      try runWillSet(field, o, newValue)
      o.fields[i] = newValue
    }
    if observed {
      // What the mutation removed dies before didSet unless didSet reads `oldValue`.
      try releaseUnlessDidSetReads(field, &old)
      try runDidSet(field, o, old)
    }
    // An element replaced in place dies inside `_modify`, before didSet (as in the setter).
    old = .void
    v = .void
    try runDeinits()
    if field.isTracked { try runtime.didSet(o, i, new: o.fields[i], announced: announced) }
    return result
  }

  /// `modifyProperty` of a member that is not a stored property: a computed property's get and
  /// set around `body`, or the error.
  private func modifyComputedProperty(_ o: Instance, _ sym: Int, _ body: (inout Value) throws -> Value) throws
    -> Value
  {
    switch o.cls.member(sym) {
    case .computed(let getter, let setter)?:
      var v = try callProto(getter, receiver: .object(o), [])
      let r = try body(&v)
      // A class instance it returns was changed where it lives: Swift only gets it.
      if case .object = v { return r }
      guard let setter else {
        throw Fault("cannot change '\(program.symbolName(sym))': it is a get-only computed property")
      }
      try callSetter(setter, on: o, v)
      return r
    default:
      throw Fault(
        "value of type '\(o.cls.name)' has no property '\(program.symbolName(sym))'",
        hint: nearestMember(program.symbolName(sym), in: o.cls).map { "did you mean '\($0)'?" })
    }
  }

  /// `object.count += 1`: `modifyProperty` for an `Int` property without willSet/didSet of its
  /// own, with the arithmetic done in place (no value moved, nothing renamed: an `Int` holds no
  /// object). The same accesses and notifications in the same order (R8). False, having done
  /// nothing, for any other property.
  func modifyIntProperty(_ o: Instance, _ sym: Int, _ op: BinaryOp, _ rhs: Int) throws -> Bool {
    guard let field = o.cls.field(sym), !field.isLet, !field.isPublished, !field.hasObservers,
      case .int = o.fields[field.index]
    else { return false }
    let i = field.index
    var announced = false
    if field.isTracked {
      runtime.access(o, i)
      announced = try runtime.willSet(o, i, old: o.fields[i], new: nil)
    }
    // A willSet callback may have stored something else (`modifyProperty` reads it here too).
    if case .int(let x) = o.fields[i] {
      o.fields[i] = try Arithmetic.ints(op, x, rhs)
    } else {
      let v = try Operators.binary(self, op, o.fields[i], .int(rhs))
      o.fields[i] = field.shape.flatMap { try? Coercion.coerce(self, v, $0) } ?? v
    }
    try runDeinits()
    if field.isTracked { try runtime.didSet(o, i, new: o.fields[i], announced: announced) }
    return true
  }
}
