/// Converting a value to the type a declaration gives it (`TypeShape`): an Int stored where a
/// Double is declared, `.busy` where an enum is, a value where an Optional is, an array literal
/// where a `Set` is, raw values and enum payloads. Library functions: they take the VM to call a
/// type's initializer or static member (`.init(title:)`, `.shared`) that an implicit member names.
enum Coercion {
  static let doubleConstants: [String: Double] = [
    "nan": .nan, "infinity": .infinity, "pi": .pi, "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
    "leastNonzeroMagnitude": .leastNonzeroMagnitude, "ulpOfOne": .ulpOfOne,
  ]

  /// Converts a stored value as its declared type requires.
  static func coerce(_ vm: VM, _ v: Value, _ shape: TypeShape) throws -> Value {
    switch shape {
    case .substring(let kind): return SubstringValue.box(v, kind)
    case .decimal: return DecimalValue.coerce(v)
    case .date:
      // `.now`, `.distantPast` where a Date is expected (`var lastSyncDate: Date = .now`).
      if case .host(let m as ImplicitMember) = v, m.args.isEmpty { return DateValue.staticMember(vm, m.name) ?? v }
      return v
    case .duration:
      // `.zero`, `.milliseconds(5)` where a Duration is expected.
      if case .host(let m as ImplicitMember) = v, let d = try DurationValue.implicit(m) { return .host(d) }
      return v
    case .double:
      if case .int(let i) = v { return .double(Double(i)) }
      // `.nan`, `.infinity`, `.pi` where a Double is expected (R7: NaN always notifies; verified
      // against Swift 6.3.1).
      if case .host(let m as ImplicitMember) = v, m.args.isEmpty, let d = Coercion.doubleConstants[m.name] {
        return .double(d)
      }
      return v
    case .optional(let inner):
      if case .host(let m as ImplicitMember) = v, m.name == "init", case .enumeration(let name)? = inner {
        return try enumFromRawValue(vm, m, name) ?? .null  // `let s: State? = .init(rawValue: "x")`
      }
      if case .host(let m as ImplicitMember) = v {
        if m.name == "none" && !m.isCall { return .null }  // `var x: T? = .none`
        if m.name == "some" && m.args.count == 1 {
          return .some(try inner.map { try coerce(vm, m.args[0], $0) } ?? m.args[0])
        }
      }
      switch v {
      case .null: return v
      case .some(let x): return try inner.map { .some(try coerce(vm, x, $0)) } ?? v
      case .missing: return v
      default: return .some(try inner.map { try coerce(vm, v, $0) } ?? v)
      }
    case .array(let e):
      if case .host(let w as SequenceWrapper) = v, case .reversed = w.kind {
        // `let r: [Double] = xs.reversed()`: the type picks Sequence's `reversed()`, which makes
        // an array, over the collection's lazy `ReversedCollection`.
        return .array(try w.elements.map { try coerce(vm, $0, e) })
      }
      // Unchanged when every element already is an `e` (`Coercion+Unchanged`): no new array.
      guard case .array(let xs) = v else { return v }
      countWholeConversion(vm)
      guard !xs.allSatisfy({ leavesUnchanged($0, e) }) else { return v }
      return .array(try xs.map { try coerce(vm, $0, e) })
    case .set(let e):
      switch v {
      case .array(let xs):
        return .set(try Builtins.makeSet(try e.map { e in try xs.map { try coerce(vm, $0, e) } } ?? xs))
      case .set(let s):
        return try e.map { e in .set(try Builtins.makeSet(try s.members.map { try coerce(vm, $0, e) })) } ?? v
      default: return v
      }
    case .dictionary(let e):
      guard case .dict(var d) = v else { return v }
      countWholeConversion(vm)
      guard !d.values.allSatisfy({ leavesUnchanged($0, e) }) else { return v }
      d.values = try d.values.map { try coerce(vm, $0, e) }
      return .dict(d)
    case .enumeration(let name):
      // An implicit member stored where an enum is expected is that enum's case, and prints as
      // one (`busy`, `[main.Mode.busy]`; verified against Swift 6.3.1).
      if case .host(let m as ImplicitMember) = v, m.name == "init" {
        // `let s: State = .init(rawValue: "x")!`: the `!` passed the implicit member through.
        guard let r = try enumFromRawValue(vm, m, name) else {
          throw Fault("unexpectedly found nil while unwrapping an Optional value: no case has that raw value")
        }
        return r
      }
      guard case .host(let m as ImplicitMember) = v, let e = vm.program.nominalType(name) as? EnumType,
        let ci = e.caseIndexByName[m.name], e.cases[ci].payloadCount == m.args.count
      else { return v }
      return .enumValue(EnumValue(type: e, caseIndex: ci, payload: try coercePayload(vm, m.args, e.cases[ci])))
    case .instance(let name):
      // `.coffee`, `.shared`, `.init(title: "x")`, `.make(5)` where a struct or class is expected:
      // its static member, or its initializer (verified against Swift 6.3.1).
      if case .array(let xs) = v, let t = vm.program.nominalType(name), vm.types.conforms(t, to: "OptionSet") {
        return try optionSet(vm, t, xs)
      }
      guard case .host(let m as ImplicitMember) = v, let t = vm.program.nominalType(name) else { return v }
      let sym = vm.program.symbol(m.name)
      if m.name == "init" { return try vm.callValue(.type(t), m.args, labels: m.labels) }
      let member = try vm.staticMember(t, sym)
      return m.isCall ? try vm.callValue(member, m.args, labels: m.labels) : member
    case .genericInstance(let name, let plain, let qualified):
      // `.idle` where a `Loadable<Int>` is expected, `.init()` where a `Stack<Int>` is (only an
      // enum's `.init(...)` is a raw value's case).
      let asCase = vm.program.nominalType(name) is EnumType ? try coerce(vm, v, .enumeration(name)) : v
      let made = try coerce(vm, asCase, .instance(name))
      return keepTypeArguments(made, name, TypeArguments(plain: plain, qualified: qualified))
    case .task(let plain, let qualified):
      // A declared type is the task's own (`let t: Task<Double, Never> = Task { 1 }`): it
      // replaces what the compiler read from the closure.
      if case .host(let t as TaskHandle) = v { t.types = (plain, qualified) }
      return v
    case .keyPath(let declared):
      guard case .host(let k as KeyPathValue) = v, let own = k.types, own.plain != declared else { return v }
      return .host(k.withoutType())
    case .selfType: return v  // resolved against the receiver before it gets here
    case .sequenceArray:
      if case .host(let w as SequenceWrapper) = v, case .reversed = w.kind { return .array(w.elements) }
      return v
    case .weak:
      if case .cell = v { return v }
      return .cell(Cell(v, weak: true))
    case .unowned:
      if case .cell = v { return v }
      return .cell(Cell(v, weak: true, unowned: true))
    case .tuple(let labels, let shapes):
      guard case .tuple(var xs, let old) = v else { return v }
      for (k, s) in shapes.enumerated() where k < xs.count { if let s { xs[k] = try coerce(vm, xs[k], s) } }
      return .tuple(xs, labels: labels ?? old)
    }
  }

  /// Counts a conversion of a whole array or dictionary (debug builds: `VM.wholeConversions`).
  @inline(__always)
  private static func countWholeConversion(_ vm: VM) {
    #if DEBUG
      vm.wholeConversions += 1
    #endif
  }

  /// A generic value of type `name` (its path) made without type arguments takes these.
  static func keepTypeArguments(_ v: Value, _ name: String, _ arguments: @autoclosure () -> TypeArguments) -> Value {
    switch v {
    case .object(let o) where o.typeArguments == nil && !o.cls.genericParams.isEmpty && o.cls.path == name:
      o.typeArguments = arguments()
      if !o.cls.ownerFields.isEmpty { fillOwnerFields(&o.fields, o.cls, o.typeArguments!) }
      GenericOptionals.wrapFields(&o.fields, of: o.cls, o.typeArguments!)
      return v
    case .structValue(var s) where s.typeArguments == nil && !s.type.genericParams.isEmpty && s.type.path == name:
      s.typeArguments = arguments()
      if !s.type.ownerFields.isEmpty { fillOwnerFields(&s.fields, s.type, s.typeArguments!) }
      GenericOptionals.wrapFields(&s.fields, of: s.type, s.typeArguments!)
      return .structValue(s)
    case .enumValue(let e) where e.typeArguments == nil && !e.type.genericParams.isEmpty && e.type.path == name:
      e.typeArguments = arguments()
      GenericOptionals.wrapPayload(e, e.typeArguments!)
      return v
    // `Box<Int>.self`: the type with its arguments.
    case .type(let t as NominalType) where !t.genericParams.isEmpty && t.path == name:
      return .type(SpecializedType(t, arguments()))
    default: return v
    }
  }

  /// `[.read, .write]` where an `OptionSet` is expected: the union of the members, made with
  /// `init(rawValue:)` (the array literal of `ExpressibleByArrayLiteral`).
  static func optionSet(_ vm: VM, _ t: NominalType, _ xs: [Value]) throws -> Value {
    var raw = 0
    for x in xs {
      let member = try coerce(vm, x, .instance(t.path))
      guard case .int(let r) = try vm.memberValue(member, vm.program.symbol("rawValue")) else {
        throw Fault("an OptionSet's rawValue must be an Int here")
      }
      raw |= r
    }
    return try vm.callValue(.type(t), [.int(raw)], labels: [vm.program.symbol("rawValue")])
  }

  /// `.init(rawValue: x)` where an enum with raw values is expected: its case, or nil.
  static func enumFromRawValue(_ vm: VM, _ m: ImplicitMember, _ name: String) throws -> Value? {
    guard let e = vm.program.nominalType(name) as? EnumType, let raw = e.rawValues,
      m.labels == [vm.program.rawValueSymbol], let v = m.args.first
    else { throw Fault("'\(name)' has no initializer \(m.description)") }
    guard let ci = raw.firstIndex(where: { structurallyEqual($0, v) }) else { return nil }
    return .enumValue(EnumValue(type: e, caseIndex: ci, payload: []))
  }

  /// Associated values as their declared types store them.
  static func coercePayload(_ vm: VM, _ args: [Value], _ c: EnumType.Case) throws -> [Value] {
    try args.enumerated().map { k, v in
      if k < c.payloadShapes.count, let shape = c.payloadShapes[k] { return try coerce(vm, v, shape) }
      // A generic payload (`Result<Int, E>.failure(.bad)`): Swift knows `.bad`'s type from the
      // type arguments; the playground takes the one lesson enum with such a case.
      if case .host(let m as ImplicitMember) = v,
        let e = vm.program.enumWithUniqueCase(m.name, payloadCount: m.args.count)
      {
        return try coerce(vm, v, .enumeration(e.path))
      }
      return v
    }
  }
}
