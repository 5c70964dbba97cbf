/// Choosing among functions of one name: by argument labels first (`f(a:)`, `f(b:)`), then, for
/// those with the same labels, by the declared types of the parameters against the arguments'
/// values (`init(_ x: Int)`, `init(_ s: String)`). Swift decides this from static types; the
/// playground decides it from the values, and where they cannot tell (a generic parameter, `Any`,
/// two protocols a value conforms to) it stops with an error rather than guess.
extension VM {
  /// The overload of `p` (a method or top-level function) that a call's labels and arguments fit.
  func chooseOverload(_ p: FunctionProto, argc: Int, labels: Int) throws -> FunctionProto {
    guard let set = p.overloads else { return p }
    return try choose(among: set, argc: argc, labels: labels, name: p.name) ?? p
  }

  /// `T(args)`: the initializer of `t` that the call fits.
  func chooseInit(_ t: NominalType, argc: Int, labels: Int) throws -> FunctionProto {
    if let p = try choose(among: t.inits, argc: argc, labels: labels, name: "\(t.name).init") { return p }
    let given = program.labelSets[labels]
    if t.inits.count == 1, let p = t.inits.first {
      _ = try matchArguments(p, given: given)  // its own label error
    }
    throw Fault("no initializer of '\(t.name)' takes the arguments (\(labelText(given)))")
  }

  /// Candidates whose labels fit; of several, the one the argument values (on top of the
  /// stack) fit by type. nil when none fits.
  private func choose(
    among set: [FunctionProto], argc: Int, labels: Int, name: @autoclosure () -> String
  ) throws -> FunctionProto? {
    // The common case: one candidate, called with its own labels.
    if set.count == 1, set[0].paramCount == argc, exactLabels(set[0]) == labels { return set[0] }
    let given = program.labelSets[labels]
    var fitting = set.filter { $0.paramCount == argc && exactLabels($0) == labels }
    if fitting.isEmpty {
      for p in set {
        guard let m = try? matchArguments(p, given: given) else { continue }
        p.labelMatches[labels] = m
        fitting.append(p)
      }
    }
    let hint = fiber.callTypes
    fiber.callTypes = nil
    guard fitting.count > 1 else { return fitting.first }
    if let result = hint?.result {
      // `let n: Int = parse(s)`: only the overloads whose result is that type.
      let typed = fitting.filter {
        $0.declaredResult.map { isSubtype(result, of: $0) || isSubtype($0, of: result) } ?? false
      }
      if !typed.isEmpty { fitting = typed }
      if fitting.count == 1 { return fitting[0] }
    }
    let f = fiber
    let args = (0..<argc).map { f.stack[f.sp - argc + $0] }
    var fits: [FunctionProto] = []
    var maybe: [FunctionProto] = []
    for p in fitting {
      var verdict: Bool? = true
      let order = p.paramCount == argc ? Array(0..<argc) : (p.labelMatches[labels] ?? [])
      for (k, a) in order.enumerated() where a >= 0 && a < args.count && k < p.paramTypes.count {
        // The argument's static type where the compiler knew it (Swift chooses by it), else its value.
        let known = hint.flatMap { a < $0.arguments.count ? $0.arguments[a] : nil }
        let accepts =
          known.map { s in p.paramTypes[k].map { isSubtype(s, of: $0) } } ?? typeAccepts(p.paramTypes[k], args[a])
        switch accepts {
        case false?: verdict = false
        case nil: if verdict == true { verdict = nil }
        default: break
        }
        if verdict == false { break }
      }
      if verdict == true { fits.append(p) }
      if verdict == nil { maybe.append(p) }
    }
    // Of several that fit, Swift takes the most specific: the one whose parameter types are
    // subtypes of every other's (`greet(_: Dog)` over `greet(_: Animal)`, a concrete type over a
    // protocol or `Any`).
    for pool in [fits, fits.isEmpty ? maybe : []] where !pool.isEmpty {
      if pool.count == 1 { return pool[0] }
      if let best = pool.first(where: { p in pool.allSatisfy { $0 === p || moreSpecific(p, than: $0) } }) {
        return best
      }
    }
    let types = args.map { valueTypeName($0) }.joined(separator: ", ")
    throw Fault(
      "ambiguous use of '\(name())' for arguments of type (\(types))",
      hint: "Swift rejects this call too, unless static types tell the overloads apart")
  }

  /// `p` is at least as specific as `q` in every parameter, and more in one.
  private func moreSpecific(_ p: FunctionProto, than q: FunctionProto) -> Bool {
    guard p.paramTypes.count == q.paramTypes.count else { return false }
    var strictly = false
    for (a, b) in zip(p.paramTypes, q.paramTypes) {
      guard let a, let b else { if a == nil && b == nil { continue } else { return false } }
      if a == b { continue }
      guard isSubtype(a, of: b) else { return false }
      if !isSubtype(b, of: a) { strictly = true }
    }
    return strictly
  }

  /// Whether every value of static type `a` is a `b`: the same type, a subclass, a conforming
  /// type, `Any`, a generic parameter, an Optional of it. False where the playground cannot tell.
  func isSubtype(_ a: TypeExpr, of b: TypeExpr) -> Bool {
    if a == b { return true }
    switch (a, b) {
    case (.opaque(let x), _): return isSubtype(x, of: b)
    case (_, .opaque(let y)): return isSubtype(a, of: y)
    case (.optional(let x), .optional(let y)): return isSubtype(x, of: y)
    case (_, .optional(let y)): return isSubtype(a, of: y)
    case (.array(let x), .array(let y)): return isSubtype(x, of: y)
    case (.array, .named(let n, _)), (.dictionary, .named(let n, _)):
      return ["Any", "Sequence", "Collection"].contains(n) || isUnknownName(n)
    case (.named(let x, _), .named(let y, _)):
      if y == "Any" { return true }
      if isUnknownName(y) { return true }  // a generic parameter takes any type
      if let s = program.nominalType(x), let t = program.nominalType(y) {
        if let c = s as? ClassInfo, let d = t as? ClassInfo { return c.isSubclass(of: d) }
        if t is ProtocolInfo { return s.name == t.name || conforms(s, to: t.name) }
        return false
      }
      if y == "AnyObject" { return program.nominalType(x) is ClassInfo }
      if y == "Observable", let t = program.nominalType(x) { return isObservableType(t) }
      return Builtins.builtinConforms(x, to: y)
    case (_, .named("Any", _)): return true
    default: return false
    }
  }

  /// A name that is no type the playground knows: a generic parameter.
  private func isUnknownName(_ n: String) -> Bool {
    program.globalIndex[n] == nil && !Builtins.builtinProtocols.contains(n)
  }

  /// Whether a value is of a declared parameter type: nil when the playground cannot tell.
  func typeAccepts(_ type: TypeExpr?, _ v: Value) -> Bool? {
    guard let type else { return nil }
    switch (type, v) {
    case (.optional, .null): return true
    case (.optional(let inner), .some(let x)): return typeAccepts(inner, x)
    case (.optional(let inner), _): return typeAccepts(inner, v)
    case (_, .null), (_, .some): return false
    case (.array(let e), .array(let xs)): return xs.first.map { typeAccepts(e, $0) == false ? false : true } ?? true
    case (.dictionary, .dict): return true
    case (.array, _), (.dictionary, _): return false
    case (.tuple(let ts, _), .tuple(let xs, _)): return ts.count == xs.count ? nil : false
    case (.function, .closure), (.function, .native), (.function, .boundMethod): return true
    case (.function, _): return false
    case (.named(let n, _), _): return namedTypeAccepts(n, v)
    case (.opaque(let inner), _): return typeAccepts(inner, v)
    default: return nil
    }
  }

  private func namedTypeAccepts(_ n: String, _ v: Value) -> Bool? {
    switch n {
    case "Int": if case .int = v { return true } else { return false }
    case "Double":
      // An integer literal is a Double where a Double is expected.
      switch v {
      case .double: return true
      case .int: return nil
      default: return false
      }
    case "Bool": if case .bool = v { return true } else { return false }
    case "String": if case .string = v { return true } else { return false }
    case "Any": return true
    case "AnyObject", "Character": return nil
    case "Observable":
      switch v {
      case .object(let o): return isObservableType(o.cls)
      case .structValue(let s): return isObservableType(s.type)
      case .enumValue(let e): return isObservableType(e.type)
      default: return false
      }
    default: break
    }
    // A standard protocol: whether the builtin value's type conforms (`"abc"` is a Collection).
    if Builtins.builtinProtocols.contains(n) {
      switch v {
      case .int: return Builtins.builtinConforms("Int", to: n)
      case .double: return Builtins.builtinConforms("Double", to: n)
      case .bool: return Builtins.builtinConforms("Bool", to: n)
      case .string: return Builtins.builtinConforms("String", to: n)
      case .array: return Builtins.builtinConforms("Array", to: n)
      case .dict: return Builtins.builtinConforms("Dictionary", to: n)
      case .set: return Builtins.builtinConforms("Set", to: n)
      default: break
      }
    }
    let declared: NominalType?
    switch v {
    case .structValue(let s): declared = s.type
    case .enumValue(let e): declared = e.type
    case .object(let o): declared = o.cls
    case .int, .double, .bool, .string, .array, .dict, .set: declared = nil
    default: return nil
    }
    guard let g = program.globalIndex[n], case .type(is NominalType) = program.globals[g] else {
      // A generic parameter or a type the playground does not name.
      return declared == nil && ["Int", "Double", "Bool", "String"].contains(n) ? false : nil
    }
    guard let t = declared else { return false }
    var c: NominalType? = t
    while let k = c {
      if k.name == n || k.conformances.contains(n) { return true }
      c = (k as? ClassInfo)?.superclass
    }
    return false
  }
}
