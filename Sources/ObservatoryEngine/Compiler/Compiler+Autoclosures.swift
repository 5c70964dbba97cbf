/// `@autoclosure` parameters (`func log(_ message: @autoclosure () -> String, when on: Bool)`): the
/// argument a call passes there is wrapped in a closure, so it runs only when (and each time) the
/// body calls it. Calls are matched to the declarations by name and argument labels when the
/// lesson loads; where a call could also reach a function that takes that argument as a plain
/// value (an overload of the same name and labels, a standard library member or function of the
/// same name), or an initializer takes an autoclosure, the lesson is refused when it loads.
extension Compiler {
  /// A declared function with the name of one that has an `@autoclosure` parameter.
  struct AutoclosureSignature {
    let labels: [String?]
    let isAutoclosure: [Bool]
    /// A default value or variadic: a call may leave it out.
    let mayBeLeftOut: [Bool]
    let isVariadic: [Bool]
  }

  /// Every declaration (top-level, member, local) whose name one with an `@autoclosure` shares.
  func collectAutoclosures(_ stmts: [Stmt]) throws {
    var all: [String: [AutoclosureSignature]] = [:]
    var refused: (String, Int)? = nil
    var declaredAt: [String: Int] = [:]
    var walk = SyntaxWalk()
    walk.visitFunction = { f in
      if let p = f.params.first(where: \.isAutoclosure) { declaredAt[f.name] = declaredAt[f.name] ?? p.start }
      if f.isInit, let p = f.params.first(where: \.isAutoclosure) {
        refused = refused ?? ("an '@autoclosure' parameter of an initializer", p.start)
      }
      all[f.name, default: []].append(
        AutoclosureSignature(
          labels: f.params.map(\.label), isAutoclosure: f.params.map(\.isAutoclosure),
          mayBeLeftOut: f.params.map { $0.defaultValue != nil || $0.isVariadic }, isVariadic: f.params.map(\.isVariadic)
        ))
    }
    walk.walk(stmts)
    if let (what, at) = refused { throw error("\(what) is not supported by the playground", at: at) }
    for (name, signatures) in all where signatures.contains(where: { $0.isAutoclosure.contains(true) }) {
      // A method of the standard library's of the same name (`contains(_:)`) could be the one called.
      let builtin = (Catalog.memberSignatures + Catalog.functionSignatures).contains { $0.hasPrefix(name + "(") }
      if builtin {
        throw error(
          "an '@autoclosure' parameter in a function named like a standard library one ('\(name)') is not supported by the playground",
          at: declaredAt[name] ?? 0, hint: "rename the function")
      }
      program.autoclosureSignatures[name, default: []] += signatures
    }
  }

  /// The arguments of a call, those passed to an `@autoclosure` parameter wrapped in a closure.
  func wrappingAutoclosures(_ callee: Expr, _ args: [Argument]) throws -> [Argument] {
    guard !program.autoclosureSignatures.isEmpty else { return args }
    let name: String
    switch callee.kind {
    case .name(let n), .member(_, let n): name = n
    default: return args
    }
    guard let signatures = program.autoclosureSignatures[name] else { return args }
    let fits = signatures.compactMap { autoclosureArguments($0, args) }
    guard let wraps = fits.first else { return args }
    if fits.contains(where: { $0 != wraps }) {
      throw error(
        "a call that may reach an '@autoclosure' parameter or an overload without one ('\(name)') is not supported by the playground",
        at: callee.start, hint: "give the overloads different names or argument labels")
    }
    var wrapped = args
    for k in args.indices where wraps[k] {
      let v = args[k].value
      if case .closure(let c) = v.kind, c.isAutoclosure { continue }  // wrapped already
      wrapped[k].value = .autoclosure(returning: v)
    }
    return wrapped
  }

  /// For each argument, whether the parameter it goes to is an autoclosure; nil when the
  /// arguments do not fit the signature (Swift's matching by labels, left to right).
  private func autoclosureArguments(_ s: AutoclosureSignature, _ args: [Argument]) -> [Bool]? {
    var p = 0
    var result: [Bool] = []
    for a in args {
      // A trailing closure goes to a closure parameter, never to an autoclosure.
      if a.isTrailing {
        result.append(false)
        p = min(p + 1, s.labels.count)
        continue
      }
      // Further unlabeled values of a variadic parameter.
      if p > 0, s.isVariadic[p - 1], a.label == nil {
        result.append(false)
        continue
      }
      while p < s.labels.count, s.labels[p] != a.label, s.mayBeLeftOut[p] { p += 1 }
      guard p < s.labels.count, s.labels[p] == a.label else { return nil }
      result.append(s.isAutoclosure[p])
      p += 1
    }
    return s.mayBeLeftOut[p...].allSatisfy { $0 } ? result : nil
  }
}
