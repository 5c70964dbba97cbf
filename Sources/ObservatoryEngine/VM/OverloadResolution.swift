/// Choosing among functions of one name: by argument labels first (`f(a:)`, `f(b:)`), then, for
/// those with the same labels, by the declared types of the parameters against the arguments'
/// values (`init(_ x: Int)`, `init(_ s: String)`). Swift decides this from static types; the
/// playground decides it from the values, and where they cannot tell (a generic parameter, `Any`,
/// two protocols a value conforms to) it stops with an error rather than guess.
enum OverloadResolution {
  /// The overload of `p` (a method or top-level function) that a call's labels and arguments fit.
  static func chooseOverload(_ vm: VM, _ p: FunctionProto, argc: Int, labels: Int) throws -> FunctionProto {
    guard let set = p.overloads else { return p }
    return try choose(vm, among: set, argc: argc, labels: labels, name: p.name) ?? p
  }

  /// `T(args)`: the initializer of `t` that the call fits.
  static func chooseInit(_ vm: VM, _ t: NominalType, argc: Int, labels: Int) throws -> FunctionProto {
    if let p = try choose(vm, among: t.inits, argc: argc, labels: labels, name: "\(t.name).init") { return p }
    let given = vm.program.labelSets[labels]
    if t.inits.count == 1, let p = t.inits.first {
      // its own label error
      if p.hasVariadic {
        _ = try vm.program.variadicGroups(p, given: given)
      } else {
        _ = try vm.program.matchArguments(p, given: given)
      }
    }
    throw Fault("no initializer of '\(t.name)' takes the arguments (\(vm.program.labelText(given)))")
  }

  /// Candidates whose labels fit; of several, the one the argument values (on top of the
  /// stack) fit by type. nil when none fits.
  private static func choose(
    _ vm: VM,
    among set: [FunctionProto], argc: Int, labels: Int, name: @autoclosure () -> String
  ) throws -> FunctionProto? {
    // The common case: one candidate, called with its own labels.
    if set.count == 1, set[0].paramCount == argc, vm.program.exactLabels(set[0]) == labels { return set[0] }
    let given = vm.program.labelSets[labels]
    var fitting = set.filter { $0.paramCount == argc && vm.program.exactLabels($0) == labels }
    if fitting.isEmpty {
      for p in set {
        // `init(name: String, tricks: String...)` called with three arguments.
        if p.hasVariadic {
          if (try? vm.program.variadicGroups(p, given: given)) != nil { fitting.append(p) }
          continue
        }
        guard let m = try? vm.program.matchArguments(p, given: given) else { continue }
        p.labelMatches[labels] = m
        fitting.append(p)
      }
    }
    let hint = vm.fiber.callTypes
    vm.fiber.callTypes = nil
    guard fitting.count > 1 else { return fitting.first }
    if let result = hint?.result {
      // `let n: Int = parse(s)`: only the overloads whose result is that type.
      let typed = fitting.filter {
        $0.declaredResult.map { vm.types.isSubtype(result, of: $0) || vm.types.isSubtype($0, of: result) } ?? false
      }
      if !typed.isEmpty { fitting = typed }
      if fitting.count == 1 { return fitting[0] }
    }
    let f = vm.fiber
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
          known.map { s in p.paramTypes[k].map { vm.types.isSubtype(s, of: $0) } }
          ?? vm.types.typeAccepts(p.paramTypes[k], args[a])
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
      if let best = pool.first(where: { p in pool.allSatisfy { $0 === p || moreSpecific(vm, p, than: $0) } }) {
        return best
      }
    }
    let types = args.map { valueTypeName($0) }.joined(separator: ", ")
    throw Fault(
      "ambiguous use of '\(name())' for arguments of type (\(types))",
      hint: "Swift rejects this call too, unless static types tell the overloads apart")
  }

  /// `p` is at least as specific as `q` in every parameter, and more in one.
  private static func moreSpecific(_ vm: VM, _ p: FunctionProto, than q: FunctionProto) -> Bool {
    guard p.paramTypes.count == q.paramTypes.count else { return false }
    var strictly = false
    for (a, b) in zip(p.paramTypes, q.paramTypes) {
      guard let a, let b else { if a == nil && b == nil { continue } else { return false } }
      if a == b { continue }
      guard vm.types.isSubtype(a, of: b) else { return false }
      if !vm.types.isSubtype(b, of: a) { strictly = true }
    }
    return strictly
  }

}
