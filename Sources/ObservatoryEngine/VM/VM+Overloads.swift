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
    guard fitting.count > 1 else { return fitting.first }
    let f = fiber
    let args = (0..<argc).map { f.stack[f.sp - argc + $0] }
    var maybe: [FunctionProto] = []
    for p in fitting {
      var verdict: Bool? = true
      let order = p.paramCount == argc ? Array(0..<argc) : (p.labelMatches[labels] ?? [])
      for (k, a) in order.enumerated() where a >= 0 && a < args.count && k < p.paramTypes.count {
        switch typeAccepts(p.paramTypes[k], args[a]) {
        case false?: verdict = false
        case nil: if verdict == true { verdict = nil }
        default: break
        }
        if verdict == false { break }
      }
      if verdict == true { return p }
      if verdict == nil { maybe.append(p) }
    }
    if maybe.count == 1 { return maybe[0] }
    let types = args.map { valueTypeName($0) }.joined(separator: ", ")
    throw Fault(
      "cannot tell which '\(name())' to call for arguments of type (\(types)): Swift chooses by static types, which the playground does not have",
      hint: "give the overloads different names or argument labels")
  }

  /// Whether a value is of a declared parameter type: nil when the playground cannot tell.
  func typeAccepts(_ type: TypeExpr?, _ v: Value) -> Bool? {
    guard let type else { return nil }
    switch (type, v) {
    case (.optional, .null): return true
    case (.optional(let inner), .some(let x)): return typeAccepts(inner, x)
    case (.optional(let inner), _): return typeAccepts(inner, v)
    case (_, .null), (_, .some): return false
    case (.array, .array), (.dictionary, .dict): return true
    case (.array, _), (.dictionary, _): return false
    case (.tuple(let ts, _), .tuple(let xs, _)): return ts.count == xs.count ? nil : false
    case (.function, .closure), (.function, .native), (.function, .boundMethod): return true
    case (.function, _): return false
    case (.named(let n, _), _): return namedTypeAccepts(n, v)
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
    case "Any", "AnyObject", "Character": return nil
    default: break
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
