/// Calls: matching argument labels to parameters (as Swift does), pushing frames, constructing
/// instances, and method calls on every kind of receiver.
extension VM {
  /// Calls the value at `calleeIndex` with the `argc` values above it.
  func call(argc: Int, labels: Int, calleeIndex: Int) throws {
    try call(fiber, argc: argc, labels: labels, calleeIndex: calleeIndex)
  }

  /// `call` on `f`, the running fiber, which the caller holds (no reference counted).
  func call(_ f: Fiber, argc: Int, labels: Int, calleeIndex: Int) throws {
    // The callee's slot becomes the frame's slot 0 and keeps the closure alive: a plain call of a
    // closure value counts no reference.
    if let held = f.closure(at: calleeIndex),
      try held._withUnsafeGuaranteedRef({ c in
        try pushPlainFrame(
          f, c.proto, closure: c, base: calleeIndex, argc: argc, labels: labels, closureHeldElsewhere: true)
      })
    {
      return
    }
    if case .closure(let c) = f.stack[calleeIndex] {
      try pushFrame(c.proto, closure: c, base: calleeIndex, argc: argc, labels: labels, closureHeldElsewhere: true)
      return
    }
    let callee = f.stack[calleeIndex]
    switch callee {
    case .native(let n):
      let args = f.values(from: calleeIndex + 1, count: argc)
      f.truncate(to: calleeIndex)
      let r = try n.body(self, args, program.labelSets[labels])
      if suspendRequest == nil { try f.push(r) }
    case .boundMethod(let b):
      f.stack[calleeIndex] = b.receiver
      try pushFrame(b.function, closure: nil, base: calleeIndex, argc: argc, labels: labels)
    case .type(let t):
      try construct(t, calleeIndex: calleeIndex, argc: argc, labels: labels)
    case .host(let k as KeyPathValue) where argc == 1:
      // A key path used as a function: `names.map(\.count)` (SE-0249).
      let v = f.stack[calleeIndex + 1]
      f.truncate(to: calleeIndex)
      try f.push(try k.apply(self, to: v))
    case .host(let m as ImplicitMember) where m.args.isEmpty:
      let args = f.values(from: calleeIndex + 1, count: argc)
      f.truncate(to: calleeIndex)
      try f.push(.host(ImplicitMember(name: m.name, args: args, labels: program.labelSets[labels], isCall: true)))
    case .missing:
      throw Fault("a function is used before it was initialized")
    default:
      // `mapper(7)`, `Rounding.down(2.9)` (below): a value whose type declares `callAsFunction`.
      if let sym = types.callAsFunction(of: callee) { return try callMember(sym, argc: argc, labels: labels) }
      throw Fault("cannot call value of non-function type '\(valueTypeName(callee))'")
    }
  }

  /// `callGlobal`: a plain call of the function a top-level `func` declared gets its frame at
  /// once, on the arguments where they are (`Fiber.Mode.global`), with no reference counted
  /// (`Program.functionGlobals` says why none is needed); any other call opens the callee's
  /// slot below the arguments, loads the global there and calls it as `call` would.
  func callGlobal(_ f: Fiber, _ g: Int, argc: Int, labels: Int) throws {
    if try pushGlobalFrame(f, g, argc: argc, labels: labels) { return }
    try f.insert(try globalValue(g), under: argc)
    try call(argc: argc, labels: labels, calleeIndex: f.sp - argc - 1)
  }

  /// `callGlobal`'s plain call: the frame of the function global `g` declared, on the arguments
  /// where they are; false when the call needs `callGlobal`'s full path. The dispatch loop
  /// writes out the common case itself (a stack with room for the frame, measured: as a call
  /// this costs ≈ 98 instructions per call of `fib`); this one also grows the stack.
  @inline(__always)
  func pushGlobalFrame(_ f: Fiber, _ g: Int, argc: Int, labels: Int) throws -> Bool {
    guard case .closure = program.globals[g], let declared = program.globals[function: g] else { return false }
    return try pushPlainFrame(
      f, declared.proto, closure: declared.closure, base: f.sp &- argc &- 1, argc: argc, labels: labels, mode: .global,
      closureHeldElsewhere: true)
  }

  /// What `loadGlobal(g)` pushes.
  func globalValue(_ g: Int) throws -> Value {
    var v = program.globals[g]
    if case .cell(let c) = v { v = c.value }  // a top-level `weak var`
    if case .missing = v {
      if globalsInAccess.contains(g) { throw Fault.overlappingAccess(program.globalNames[g]) }
      throw Fault(
        "'\(program.globalNames[g])' is used before it is initialized",
        hint: "a top-level variable exists only from the line that declares it")
    }
    return v
  }

  /// Pushes a frame for `p`; the receiver (or callee) is at `base`, arguments above it.
  func pushFrame(
    _ p: FunctionProto, closure: Closure?, base: Int, argc: Int, labels: Int, mode: Fiber.Mode = .normal,
    closureHeldElsewhere: Bool = false
  ) throws {
    unowned(unsafe) let f = fiber  // the running fiber: the VM holds it
    if try pushPlainFrame(
      f, p, closure: closure, base: base, argc: argc, labels: labels, mode: mode,
      closureHeldElsewhere: closureHeldElsewhere)
    {
      return
    }
    if p.isPlainCall == nil { program.notePlainCall(p) }
    if f.frames.count >= Fiber.maxFrames {
      throw Fault(
        "too much recursion: more than \(Fiber.maxFrames) calls are active at once",
        hint: "make sure the recursion reaches a case that does not call itself again")
    }
    let chosen = p.overloads == nil ? p : try OverloadResolution.chooseOverload(self, p, argc: argc, labels: labels)
    // A local overload runs with its own captures.
    let closure = chosen === p ? closure : closure?.siblings.first { $0.proto === chosen } ?? closure
    let p = chosen
    // The instruction budget counts a call as its function's length (loops in it count each
    // turn at their backward jump): together they bound every way a lesson can keep running.
    sliceLeft &-= p.code.count
    if sliceLeft <= 0 { try checkpoint() }
    let n = p.paramCount
    var argc = argc
    if p.kind == .closure, argc == 1, n > 1, case .tuple(let xs, _) = f.stack[base + 1], xs.count == n {
      // A closure of n parameters given one n-tuple takes its elements (SE-0110's exception):
      // `zip(a, b).allSatisfy { $0 <= $1 }`, `dict.map { k, v in ... }`.
      guard f.reserve(n + 1) else { throw Fault("the stack is full: calls are nested too deeply") }
      f.truncate(to: base + 1)
      for x in xs { try f.push(x) }
      argc = n
    }
    if p.kind == .closure {
      guard argc == n else {
        throw Fault(
          "this closure takes \(n) argument\(n == 1 ? "" : "s") but is called with \(argc)",
          hint: n == 0 && argc > 0 ? "add '_ in' (or 'x in') at the start of the closure to accept the argument" : nil)
      }
    } else if p.hasVariadic {
      try arrangeVariadicArguments(p, base: base, argc: argc, labels: labels)
    } else if argc != n || labels != program.exactLabels(p) {
      try arrangeArguments(p, base: base, argc: argc, labels: labels)
    }
    for k in 0..<n {
      guard var s = p.paramShapes[k] else { continue }
      if case .selfType = s {
        // `Self`: the type of the receiver (slot 0).
        switch f.stack[base] {
        case .structValue(let v): s = .instance(v.type.path)
        case .object(let o): s = .instance(o.cls.path)
        case .enumValue(let e): s = .enumeration(e.type.path)
        default: continue
        }
      }
      f.stack[base + 1 + k] = try Coercion.coerce(self, f.stack[base + 1 + k], s)
    }
    guard f.reserve(p.slotCount + 16) else { throw Fault("the stack is full: calls are nested too deeply") }
    let top = base + max(p.slotCount, n + 1)
    if top < f.sp { f.truncate(to: top) }
    f.sp = top
    if p.kind == .method || p.kind == .getter, case .object(let o) = f.stack[base], o.cls.isActor {
      noteActorAccess(o)
    } else if p.runsOffMainActor {
      noteNonisolatedCall()
    }
    f.frames.append(
      Fiber.Frame(proto: p, closure: closure, pc: 0, base: base, mode: mode, closureHeldElsewhere: closureHeldElsewhere)
    )
  }

  /// `pushFrame`'s fast path, for a call with nothing to arrange or convert (see
  /// `FunctionProto.isPlainCall`); false when the call needs the full path.
  @inline(__always)
  func pushPlainFrame(
    _ f: Fiber, _ p: FunctionProto, closure: Closure?, base: Int, argc: Int, labels: Int, mode: Fiber.Mode = .normal,
    closureHeldElsewhere: Bool = false
  ) throws -> Bool {
    guard p.isPlainCall == true, argc == p.plainArity, labels == p.exactLabelSet, f.frames.count < Fiber.maxFrames,
      f.reserve(p.plainReserve)
    else { return false }
    sliceLeft &-= p.plainLength
    if sliceLeft <= 0 { try checkpoint() }
    let top = base + p.plainTop
    if top < f.sp { f.truncate(to: top) }
    f.sp = top
    f.frames.append(
      Fiber.Frame(proto: p, closure: closure, pc: 0, base: base, mode: mode, closureHeldElsewhere: closureHeldElsewhere)
    )
    return true
  }

  /// Reorders the arguments on the stack into parameter order, leaving `.missing` where a
  /// default value applies.
  func arrangeArguments(_ p: FunctionProto, base: Int, argc: Int, labels: Int) throws {
    let mapping: [Int]
    if let m = p.labelMatches[labels] {
      mapping = m
    } else {
      mapping = try program.matchArguments(p, given: program.labelSets[labels])
      p.labelMatches[labels] = mapping
    }
    let f = fiber
    let args = f.values(from: base + 1, count: argc)
    f.truncate(to: base + 1)
    for k in mapping { try f.push(k >= 0 ? args[k] : .missing) }
  }

  /// Arguments for a function with a variadic parameter (`_ xs: Int...`): that parameter takes
  /// its argument and the unlabelled ones after it, as an array.
  func arrangeVariadicArguments(_ p: FunctionProto, base: Int, argc: Int, labels: Int) throws {
    let given = program.labelSets[labels]
    let groups = try program.variadicGroups(p, given: given)
    let f = fiber
    let args = f.values(from: base + 1, count: argc)
    f.truncate(to: base + 1)
    for (k, taken) in groups.enumerated() {
      if p.paramIsVariadic[k], taken.count == 1, let l = given[taken[0]], l <= -2 {
        try f.push(args[taken[0]])  // an inherited initializer's array, passed on whole
      } else if p.paramIsVariadic[k] {
        try f.push(.array(taken.map { args[$0] }))
      } else {
        try f.push(taken.first.map { args[$0] } ?? .missing)
      }
    }
  }

  /// `Counter()`, `Point(x: 1, y: 2)`, `Int("5")`.
  func construct(_ t: TypeValue, calleeIndex: Int, argc: Int, labels: Int) throws {
    let f = fiber
    // `Box<Int>.self.init(...)`, `T(...)` with `T` holding `Box<Int>`: the value keeps the arguments.
    if let s = t as? SpecializedType {
      try construct(s.base, calleeIndex: calleeIndex, argc: argc, labels: labels)
      switch f.stack[calleeIndex] {
      case .object(let o) where o.typeArguments == nil: o.typeArguments = s.arguments
      case .structValue(var v) where v.typeArguments == nil:
        v.typeArguments = s.arguments
        f.stack[calleeIndex] = .structValue(v)
      default: break
      }
      return
    }
    switch t {
    case let cls as ClassInfo:
      cls.runtime = runtime
      if cls.isObservableObject && !legacyNoteShown {
        legacyNoteShown = true
        trace.record(.note(.legacySimulated))
      }
      let p = try OverloadResolution.chooseInit(self, cls, argc: argc, labels: labels)
      f.stack[calleeIndex] = .object(Instance(cls: cls, fieldCount: cls.fields.count))
      try pushFrame(p, closure: nil, base: calleeIndex, argc: argc, labels: labels, mode: .initializer)
    case let st as StructType:
      let p = try OverloadResolution.chooseInit(self, st, argc: argc, labels: labels)
      f.stack[calleeIndex] = .structValue(
        StructValue(type: st, fields: .missing(st.fields.count)))
      try pushFrame(p, closure: nil, base: calleeIndex, argc: argc, labels: labels, mode: .initializer)
    case let e as EnumType where program.labelSets[labels] == [program.rawValueSymbol]:
      // `Level(rawValue: 2)`: the case with that raw value, or nil.
      guard let raw = e.rawValues else { throw Fault("'\(e.name)' has no raw values: it cannot be made from one") }
      let v = f.stack[calleeIndex + 1]
      f.truncate(to: calleeIndex)
      if let ci = raw.firstIndex(where: { structurallyEqual($0, v) }) {
        try f.push(.some(.enumValue(EnumValue(type: e, caseIndex: ci, payload: []))))
      } else {
        try f.push(.null)
      }
    case let e as EnumType where !e.inits.isEmpty:
      // An enum's own initializer: it assigns `self` a case.
      let p = try OverloadResolution.chooseInit(self, e, argc: argc, labels: labels)
      f.stack[calleeIndex] = .missing
      try pushFrame(p, closure: nil, base: calleeIndex, argc: argc, labels: labels, mode: .initializer)
    case let e as EnumType:
      throw Fault(
        "'\(e.name)' is an enum: create a value with one of its cases, e.g. \(e.name).\(e.cases.first?.name ?? "case")")
    default:
      let args = f.values(from: calleeIndex + 1, count: argc)
      f.truncate(to: calleeIndex)
      try f.push(try Builtins.construct(self, t, args, program.labelSets[labels]))
    }
  }

  /// The end of an initializer: every stored property must have a value; the result is `self`.
  func finishInit(_ fr: Fiber.Frame, _ result: Value) throws -> Value {
    if fr.proto.isFailableInit, case .null = result { return .null }
    let me = fiber.stack[fr.base]
    let fields: [Value]
    let t: NominalType
    switch me {
    case .object(let o):
      fields = o.fields
      t = o.cls
    case .structValue(let s):
      fields = s.fields
      t = s.type
    case .missing:
      throw Fault("'\(fr.proto.owner?.name ?? "init")' returns without assigning 'self' a case")
    default: return fr.proto.isFailableInit ? .some(me) : me  // an enum: self is a case
    }
    if let i = fields.indices.first(where: { k in
      if case .missing = fields[k] { return t.fields[k].lazyInitializer == nil } else { return false }
    }) {
      throw Fault(
        "'\(t.name).init' returns without giving the property '\(t.fields[i].name)' a value",
        hint: "set self.\(t.fields[i].name) in the initializer, or give it an initial value")
    }
    return fr.proto.isFailableInit ? .some(me) : me
  }

  /// Stores into `self`'s field during initialization, with no observation.
  func initField(selfIndex: Int, _ i: Int, _ v: Value) throws {
    let f = fiber
    switch f.stack[selfIndex] {
    case .object(let o): o.fields[i] = v
    case .structValue(var s):
      f.stack[selfIndex] = .void
      s.fields[i] = v
      f.stack[selfIndex] = .structValue(s)
    default: throw Fault("internal: initializing a property outside of an initializer")
    }
  }

  /// `receiver.name(args)` where the receiver is not a mutable storage path.
  func callMember(_ sym: Int, argc: Int, labels: Int) throws {
    let f = fiber
    let recvIndex = f.sp - argc - 1
    var recv = f.stack[recvIndex]
    // `Box<Int>.self.make()`: its base type's static method (`init` keeps the arguments).
    if case .type(let s as SpecializedType) = recv {
      if sym == Sym.`init`.rawValue { return try call(argc: argc, labels: labels, calleeIndex: recvIndex) }
      recv = .type(s.base)
      f.stack[recvIndex] = recv
    }
    switch recv {
    case .object(let o):
      switch o.cls.member(sym) {
      case .method(let p)?:
        try pushFrame(p, closure: nil, base: recvIndex, argc: argc, labels: labels)
        return
      case .field(let field)?:
        f.stack[recvIndex] = try readField(o, field)
        try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        return
      case .computed(let getter, _)?:
        f.stack[recvIndex] = try callProto(getter, receiver: recv, [])
        try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        return
      case nil: break
      }
    case .structValue(let s):
      switch s.type.member(sym) {
      case .method(let p)?:
        if p.isMutating {
          throw Fault(
            "cannot use mutating method '\(p.name)' on an immutable value",
            hint: "store the value in a 'var' first")
        }
        try pushFrame(p, closure: nil, base: recvIndex, argc: argc, labels: labels)
        return
      case .field(let field)?:
        f.stack[recvIndex] = s.fields[field.index].weakDereferenced
        try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        return
      default: break
      }
    case .enumValue(let e):
      if case .method(let p)? = e.type.member(sym) {
        try pushFrame(p, closure: nil, base: recvIndex, argc: argc, labels: labels)
        return
      }
    case .type(let t as NominalType):
      if sym == Sym.`init`.rawValue {
        // `kind.init()` where `kind` holds a type: that type's initializer (the call's `T(...)`).
        try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        return
      }
      if let nested = t.nestedTypes[program.symbolName(sym)] {
        f.stack[recvIndex] = .type(nested)
        try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        return
      }
      if case .closure(let c)? = t.staticMembers[sym] {
        try pushFrame(c.proto, closure: c, base: recvIndex, argc: argc, labels: labels)
        return
      }
      if let e = t as? EnumType, let ci = e.caseIndexByName[program.symbolName(sym)] {
        let args = f.values(from: recvIndex + 1, count: argc)
        if e.cases[ci].payloadCount == 0, argc > 0, case .method? = e.member(program.symbol("callAsFunction")) {
          f.stack[recvIndex] = .enumValue(EnumValue(type: e, caseIndex: ci, payload: []))
          return try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        }
        guard args.count == e.cases[ci].payloadCount else {
          throw Fault(
            "'\(e.name).\(e.cases[ci].name)' takes \(e.cases[ci].payloadCount) associated values, not \(args.count)")
        }
        f.truncate(to: recvIndex)
        try f.push(
          .enumValue(EnumValue(type: e, caseIndex: ci, payload: try Coercion.coercePayload(self, args, e.cases[ci]))))
        return
      }
    case .type(let t):
      // A static method the lesson's extension gives a builtin type: `extension Int { static func ... }`.
      if case .closure(let c)? = program.builtinExtensions[t.name]?.staticMembers[sym] {
        try pushFrame(c.proto, closure: c, base: recvIndex, argc: argc, labels: labels)
        return
      }
      // A builtin type's static function: `MainActor.assumeIsolated { ... }`.
      f.stack[recvIndex] = try Builtins.staticMember(self, t, sym)
      try call(argc: argc, labels: labels, calleeIndex: recvIndex)
      return
    default: break
    }
    if let m = program.extensionMember(
      for: recv, sym, call: { (self.program.labelSets[labels], f.values(from: recvIndex + 1, count: argc)) })
    {
      switch m {
      case .method(let p):
        if p.isMutating {
          throw Fault(
            "cannot use mutating method '\(p.name)' on an immutable value", hint: "store the value in a 'var' first")
        }
        try pushFrame(p, closure: nil, base: recvIndex, argc: argc, labels: labels)
        return
      case .computed(let getter, _):
        f.stack[recvIndex] = try callProto(getter, receiver: recv, [])
        try call(argc: argc, labels: labels, calleeIndex: recvIndex)
        return
      case .field: break
      }
    }
    let args = f.values(from: recvIndex + 1, count: argc)
    f.truncate(to: recvIndex)
    let r = try Builtins.callMethod(self, recv, sym, args, program.labelSets[labels])
    if suspendRequest == nil { try f.push(r) }
  }

  /// Runs a `mutating` method on a value and returns its result; `value` becomes the new self.
  func callMutating(_ p: FunctionProto, on value: inout Value, _ args: [Value], labels: Int) throws -> Value {
    var moved = [value]
    value = .void
    let packed: Value
    do {
      packed = try runInFrame(moving: &moved, args) { base in
        try self.pushFrame(p, closure: nil, base: base, argc: args.count, labels: labels, mode: .mutating)
      }
    } catch {
      value = moved[0]
      throw error
    }
    guard case .tuple(let pair, _) = packed, pair.count == 2 else { return .void }
    value = pair[1]
    return pair[0]
  }

  /// Calls a closure whose first parameter is `inout`; `value` becomes that parameter's final value.
  func callInout(_ closure: Value, on value: inout Value, _ rest: [Value] = []) throws -> Value {
    guard case .closure(let c) = closure else { throw Fault("expected a closure, got '\(valueTypeName(closure))'") }
    var moved = [closure, value]
    value = .void
    let packed: Value
    do {
      packed = try runInFrame(moving: &moved, rest) { base in
        try self.pushFrame(
          c.proto, closure: c, base: base, argc: rest.count + 1, labels: self.positionalLabels(rest.count + 1),
          mode: .inoutFirst)
      }
    } catch {
      value = moved[1]
      throw error
    }
    guard case .tuple(let pair, _) = packed, pair.count == 2 else { return .void }
    value = pair[1]
    return pair[0]
  }
}
