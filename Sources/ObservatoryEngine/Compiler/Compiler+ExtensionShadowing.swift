/// An extension of a standard type that declares a method with the name and labels of one of the
/// standard library's (`extension Sequence { func sorted<T>(by keyPath: KeyPath<Element, T>) }`
/// beside `sorted(by:)`): Swift picks between the two by the argument's static type, a key path
/// or a closure. The playground calls the lesson's method for both, so a call passing a closure
/// (`sorted { $0 < $1 }`, often inside the extension itself, which then recursed without end) is
/// an error when the lesson loads, naming both.
extension Compiler {
  func checkExtensionsShadowingBuiltins(_ stmts: [Stmt]) throws {
    var shadowing: [String: String] = [:]  // method name → the extended type
    for s in stmts {
      guard case .extensionDecl(let x) = s.kind, program.nominalType(x.typeName)?.declaration == nil else { continue }
      for case .method(let f) in x.members {
        let labels = f.params.map(\.label)
        guard let builtin = Catalog.members[f.name], builtin.contains(where: { $0.labels == labels }),
          !f.params.contains(where: { if case .function? = $0.type { true } else { false } })
        else { continue }
        shadowing[f.name] = x.typeName
      }
    }
    guard !shadowing.isEmpty else { return }
    var found: (name: String, at: Int)?
    var walk = SyntaxWalk()
    walk.visitExpr = { e, _ in
      guard found == nil, case .call(let callee, let args) = e.kind,
        args.contains(where: { if case .closure = $0.value.kind { true } else { false } })
      else { return }
      switch callee.kind {
      case .name(let n) where shadowing[n] != nil: found = (n, callee.start)
      case .member(_, let n) where shadowing[n] != nil: found = (n, callee.start)
      default: break
      }
    }
    walk.walk(stmts)
    guard let (name, at) = found else { return }
    throw error(
      "calling the standard library's '\(name)' with a closure, beside the lesson's own '\(name)' in an extension of '\(shadowing[name]!)', is not supported by the playground: Swift picks between them by the argument's type, and the playground would call the lesson's",
      at: at, hint: "give the extension's method another name")
  }
}
