/// Reading members and subscripts. A read of an `@Observable` stored property is where R1
/// happens: the getter calls `access`, which records the property in the innermost scope.
extension VM {
  /// Replaces the value on top of the stack with its member `sym`. A computed property pushes a
  /// frame for its getter instead (the result arrives when the getter returns).
  func getMember(_ sym: Int) throws {
    let f = fiber
    let base = f.top
    switch base {
    case .object(let o):
      switch o.cls.member(sym) {
      case .field(let field)?:
        if o.cls.isActor { noteActorAccess(o) }
        f.top = try readField(o, field)
      case .computed(let getter, _)?:
        runtime.computedAccess(o, program.symbolName(sym), getter: getter)
        try pushFrame(getter, closure: nil, base: f.sp - 1, argc: 0, labels: positionalLabels(0))
      case .method(let p)?: f.top = .boundMethod(BoundMethod(receiver: base, function: p))
      case nil: f.top = try Builtins.member(self, base, sym)
      }
    case .structValue(let s):
      switch s.type.member(sym) {
      case .field(let field)?:
        let v = s.fields[field.index].weakDereferenced
        if case .missing = v {
          if field.isUnowned { throw Fault.unownedDestroyed }
          throw Fault("property '\(field.name)' is used before it was initialized")
        }
        if case .host(let b as BindingValue) = v, field.attributes.contains("Binding") {
          f.top = try b.read(self)  // a `@Binding var` reads through its binding
        } else {
          f.top = v
        }
      case .computed(let getter, _)?:
        try pushFrame(getter, closure: nil, base: f.sp - 1, argc: 0, labels: positionalLabels(0))
      case .method(let p)?: f.top = .boundMethod(BoundMethod(receiver: base, function: p))
      case nil:
        f.top = try BindingValue.projectedValue(s, program.symbolName(sym)) ?? Builtins.member(self, base, sym)
      }
    case .enumValue(let e):
      switch e.type.member(sym) {
      case .computed(let getter, _)?:
        try pushFrame(getter, closure: nil, base: f.sp - 1, argc: 0, labels: positionalLabels(0))
      case .method(let p)?: f.top = .boundMethod(BoundMethod(receiver: base, function: p))
      default:
        if sym == program.rawValueSymbol, let raw = e.type.rawValues, e.caseIndex < raw.count {
          f.top = raw[e.caseIndex]
        } else {
          f.top = try Builtins.member(self, base, sym)
        }
      }
    case .type(let t): f.top = try staticMember(t, sym)
    case .tuple(let xs, let labels):
      // `(String, Int).self` (a tuple of types, `withTaskGroup(of:)`): the value itself.
      if sym == Sym.`self`.rawValue { break }
      f.top = xs[try tupleIndex(sym, count: xs.count, labels)]
    default:
      if let m = program.extensionMember(for: base, sym, call: nil) {
        switch m {
        case .computed(let getter, _):
          try pushFrame(getter, closure: nil, base: f.sp - 1, argc: 0, labels: positionalLabels(0))
          return
        case .method(let p):
          f.top = .boundMethod(BoundMethod(receiver: base, function: p))
          return
        case .field: break
        }
      }
      f.top = try Builtins.member(self, base, sym)
    }
  }

  /// `super.name` on `self` (on top of the stack): the member as `base` declares it.
  /// Also a protocol extension's member on a value whose static type is the protocol: Swift
  /// dispatches a member that is not a requirement statically (verified against Swift 6.3.1).
  func superMember(_ sym: Int, _ base: Value) throws {
    let f = fiber
    guard case .type(let cls as NominalType) = base else { throw Fault("internal: no type for a static member") }
    if case .type = f.top {
      // `super.make()` in a `class func`: the superclass's static member, with `self` still the
      // class the call came through (an overriding `class func` it calls dispatches on it).
      if case .closure(let c)? = cls.staticMembers[sym] {
        f.top = .boundMethod(BoundMethod(receiver: f.top, function: c.proto))
      } else {
        f.top = try staticMember(cls, sym)
      }
      return
    }
    switch cls.member(sym) {
    case .field(let field)?:
      guard case .object(let o) = f.top else { throw Fault("'super' is only available on an instance of a subclass") }
      f.top = try readField(o, field)
    case .computed(let getter, _)?:
      try pushFrame(getter, closure: nil, base: f.sp - 1, argc: 0, labels: positionalLabels(0))
    case .method(let p)?: f.top = .boundMethod(BoundMethod(receiver: f.top, function: p))
    case nil:
      throw Fault("'\(cls.name)' has no member '\(program.symbolName(sym))' for 'super' to call")
    }
  }

  /// `super.name = value`: pops the value and `self`, runs the setter `base` declares (the
  /// compiler checked that it has one).
  func superStore(_ sym: Int, _ base: Value) throws {
    let value = fiber.pop()
    guard case .type(let cls as NominalType) = base, case .object(let o) = fiber.pop(),
      case .computed(_, let setter?)? = cls.member(sym)
    else { throw Fault("internal: 'super' has no setter here") }
    try callSetter(setter, on: o, value)
  }

  /// The element a tuple member names: `.0`, or a label of a named tuple (`.min`).
  func tupleIndex(_ sym: Int, count: Int, _ labels: TupleLabels?) throws -> Int {
    let name = program.symbolName(sym)
    if let i = Int(name), i >= 0, i < count { return i }
    if let i = labels?.index(of: name) { return i }
    throw Fault("a tuple of \(count) values has no member '\(name)'")
  }

  /// The getter of a stored property: R1 `access` for tracked properties, then the value.
  @inline(__always)
  func readField(_ o: Instance, _ field: FieldInfo) throws -> Value {
    if field.isTracked {
      runtime.access(o, field.index)
    } else {
      runtime.history?.invisible(read: runtime.invisibleRead(o, field))
    }
    var v = o.fields[field.index].weakDereferenced
    if case .missing = v, let lazy = field.lazyInitializer {
      // `lazy var`: the initial value runs now, at the first read, where its own reads are
      // tracked (verified against Swift 6.3.1), and is stored without notifying.
      v = try callProto(lazy, receiver: .object(o), [])
      o.fields[field.index] = v
    }
    switch v {
    case .object(let child):
      if child.name == nil, let n = o.name, naming.mayName(child) { child.name = n + "." + field.name }
    case .missing:
      if field.isUnowned { throw Fault.unownedDestroyed }
      if fieldsInAccess > 0 { throw Fault.overlappingAccess(field.name) }
      throw Fault("property '\(field.name)' is used before it was initialized")
    default: break
    }
    return v
  }

  func staticMember(_ t: TypeValue, _ sym: Int) throws -> Value {
    if let s = t as? SpecializedType { return sym == Sym.`self`.rawValue ? .type(s) : try staticMember(s.base, sym) }
    if let nt = t as? NominalType, program.symbolName(sym) == "self" { return .type(nt) }
    // A static property a subclass inherits: its superclass's storage; a class var's getter runs
    // with the subclass as `Self`.
    if let c = t as? ClassInfo, c.staticMembers[sym] == nil, let owner = c.staticDeclarer(sym) {
      if let a = owner.staticAccessors[sym], a.isComputed, let g = a.getter {
        return try callProto(g, receiver: .type(c), [])
      }
      return try staticMember(owner, sym)
    }
    if let nt = t as? NominalType {
      if sym == Sym.`self`.rawValue { return .type(nt) }  // `Point.self`
      if let v = nt.staticMembers[sym] {
        switch v {
        case .host(let lazy as LazyStatic):
          let value = try callProto(lazy.initializer, receiver: .type(nt), [])
          nt.staticMembers[sym] = value
          if case .object(let o) = value, o.name == nil, naming.mayName(o) {
            o.name = "\(nt.name).\(program.symbolName(sym))"
          }
          return value
        case .native(let n): return try n.body(self, [], [])
        default: return v
        }
      }
      if let nested = nt.nestedTypes[program.symbolName(sym)] { return .type(nested) }
      if let e = nt as? EnumType, sym == program.allCasesSymbol, e.conformances.contains("CaseIterable") {
        return .array(e.cases.indices.map { .enumValue(EnumValue(type: e, caseIndex: $0, payload: [])) })
      }
      if let e = nt as? EnumType, let ci = e.caseIndexByName[program.symbolName(sym)] {
        if e.cases[ci].payloadCount == 0 { return .enumValue(EnumValue(type: e, caseIndex: ci, payload: [])) }
        return .native(
          NativeFunction(e.cases[ci].name) { vm, args, _ in
            .enumValue(EnumValue(type: e, caseIndex: ci, payload: try Coercion.coercePayload(vm, args, e.cases[ci])))
          })
      }
      if case .method? = nt.member(sym) {
        throw Fault("'\(program.symbolName(sym))' is an instance method of '\(nt.name)'; call it on an instance")
      }
      throw Fault(
        "type '\(nt.name)' has no member '\(program.symbolName(sym))'",
        hint: nearestMember(program.symbolName(sym), in: nt).map { "did you mean '\($0)'?" })
    }
    if let ext = program.builtinExtensions[t.name], ext.staticMembers[sym] != nil {
      return try staticMember(ext, sym)
    }
    return try Builtins.staticMember(self, t, sym)
  }

  func nearestMember(_ name: String, in t: NominalType) -> String? {
    let names = t.members.keys.map { program.symbolName($0) } + t.staticMembers.keys.map { program.symbolName($0) }
    return names.filter { editDistance($0.lowercased(), name.lowercased()) <= max(1, name.count / 3) }
      .min {
        editDistance($0, name) < editDistance($1, name) || (editDistance($0, name) == editDistance($1, name) && $0 < $1)
      }
  }

  /// `base[args]`.
  func getSubscript(argc: Int) throws {
    let f = fiber
    let args = f.values(from: f.sp - argc, count: argc)
    f.truncate(to: f.sp - argc)
    f.top = try subscriptValue(f.top, args)
  }

  /// `base[args]`: a subscript the lesson declared, else the standard library's.
  func subscriptValue(_ base: Value, _ args: [Value]) throws -> Value {
    if let s = types.customSubscript(base, args) { return try callProto(s.getter, receiver: base, args) }
    return try Builtins.subscriptValue(self, base, args)
  }

  func indexOutOfRange(_ i: Int, count: Int) -> Fault {
    Fault(
      "index out of range: index \(i), but the array has \(count) element\(count == 1 ? "" : "s")",
      hint: count == 0 ? "the array is empty" : "valid indices are 0...\(count - 1)")
  }

  /// `case .name(let a, let b)` against a value.
  func matchCase(_ v: Value, _ sym: Int, _ bindings: Int) throws -> [Value]? {
    let name = program.symbolName(sym)
    switch v {
    case .enumValue(let e):
      guard e.name == name else { return nil }
      if bindings == 0 { return [] }
      guard e.payload.count == bindings else {
        throw Fault("the case '\(name)' has \(e.payload.count) associated values, the pattern binds \(bindings)")
      }
      return e.payload
    case .host(let m as ImplicitMember):
      guard m.name == name else { return nil }
      return bindings == 0 ? [] : Array(m.args.prefix(bindings))
    case .null: return name == "none" ? [] : nil
    case .some(let x): return name == "some" ? (bindings == 0 ? [] : [x]) : nil
    case .host(let n as NativeValue) where n.enumCase != nil:
      guard let c = n.enumCase, c.name == name else { return nil }
      return bindings == 0 ? [] : Array(c.payload.prefix(bindings))
    default:
      if name == "some" { return bindings == 0 ? [] : [v] }
      return nil
    }
  }

}
