/// An extension of a standard type that declares a method with the name and labels of one of the
/// standard library's (`extension Sequence { func sorted<T>(by keyPath: KeyPath<Element, T>) }`
/// beside `sorted(by:)`): Swift picks between the two by the argument's static type, a key path
/// or a closure. The playground calls the lesson's method for both, so a call passing a closure
/// (`sorted { $0 < $1 }`, often inside the extension itself, which then recursed without end) is
/// an error when the lesson loads, naming both. Where the lesson's method itself takes a function
/// (`func sorted<K>(by key: (Element) -> K)`), a closure with as many parameters as that function
/// is the lesson's call, as in Swift; one with another number (`sorted { key($0) < key($1) }`) is
/// the standard library's, and refused the same way (verified against Swift 6.3.1).
extension Compiler {
  func checkExtensionsShadowingBuiltins(_ stmts: [Stmt]) throws {
    var shadowing: [String: String] = [:]  // method name → the extended type
    var arities: [String: Set<Int>] = [:]  // method name → the parameter counts of its function parameters
    for s in stmts {
      guard case .extensionDecl(let x) = s.kind, program.nominalType(x.typeName)?.declaration == nil else { continue }
      for case .method(let f) in x.members {
        let labels = f.params.map(\.label)
        guard let builtin = Catalog.members[f.name], builtin.contains(where: { $0.labels == labels }) else { continue }
        shadowing[f.name] = x.typeName
        for p in f.params { if case .function(let ps, _)? = p.type { arities[f.name, default: []].insert(ps.count) } }
      }
    }
    guard !shadowing.isEmpty else { return }
    var found: (name: String, at: Int)?
    var walk = SyntaxWalk()
    walk.visitExpr = { [self] e, _ in
      guard found == nil, case .call(let callee, let args) = e.kind else { return }
      let name: String
      switch callee.kind {
      case .name(let n) where shadowing[n] != nil: name = n
      case .member(_, let n) where shadowing[n] != nil: name = n
      default: return
      }
      for case .closure(let c) in args.map(\.value.kind) {
        let arity = c.hasParamList ? c.params.count : dollarCount(in: c.body)
        if !(arities[name]?.contains(arity) ?? false) { found = (name, callee.start) }
      }
    }
    walk.walk(stmts)
    guard let (name, at) = found else { return }
    throw error(
      "calling the standard library's '\(name)' with a closure, beside the lesson's own '\(name)' in an extension of '\(shadowing[name]!)', is not supported by the playground: Swift picks between them by the argument's type, and the playground would call the lesson's",
      at: at, hint: "give the extension's method another name")
  }
}
