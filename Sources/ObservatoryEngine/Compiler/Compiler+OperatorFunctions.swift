/// Operator functions declared at the top level (`func + (a: Meters, b: Meters) -> Meters`): Swift
/// finds them for `a + b` as it finds a type's `static func +`; the playground makes each one a
/// static member of the first lesson type among its parameters' types (as if written in an
/// extension of it), where the VM's operators look (`VM.userOperator`). One on standard library
/// types only (`func + (a: Int, b: String)`), or a generic one, is refused when the lesson loads.
extension Compiler {
  func hoistingOperatorFunctions(_ stmts: [Stmt]) throws -> [Stmt] {
    guard stmts.contains(where: { if case .function(let f) = $0.kind { isOperatorName(f.name) } else { false } })
    else { return stmts }
    var lessonTypes: Set<String> = []
    for s in stmts { if case .type(let d) = s.kind { lessonTypes.insert(d.name) } }
    return try stmts.map { s in
      guard case .function(let f) = s.kind, isOperatorName(f.name) else { return s }
      let owner = f.params.lazy.compactMap { p -> String? in
        guard case .named(let n, let args)? = p.type, args.isEmpty else { return nil }
        return lessonTypes.contains(n) || self.program.nominalType(n) != nil ? n : nil
      }.first
      guard let owner, f.genericParams.isEmpty else {
        throw error(
          "a top-level operator function '\(f.name)' that takes none of the lesson's own types is not supported by the playground",
          at: f.start, hint: "declare it as a 'static func \(f.name)' of one of your types")
      }
      var modifiers = f.modifiers
      modifiers.isStatic = true
      let member = FunctionDecl(
        name: f.name, params: f.params, returnType: f.returnType, body: f.body, modifiers: modifiers,
        isAsync: f.isAsync, isThrowing: f.isThrowing, genericParams: f.genericParams, start: f.start)
      return Stmt(
        .extensionDecl(ExtensionDecl(typeName: owner, inherited: [], members: [.method(member)], start: s.start)),
        s.start, s.end)
    }
  }

  /// `+`, `==`, `+=`: a name made of operator characters.
  func isOperatorName(_ name: String) -> Bool {
    name.first.map { !$0.isLetter && $0 != "_" } ?? false
  }
}
