/// A generic lesson value holding what the playground cannot name (a closure, a key path whose type
/// it cannot work out) is refused when the lesson loads where it may be printed or named
/// (`Compiler+ClosureTypeArguments.swift`, `Compiler+KeyPathTypes.swift`). Those rules follow the
/// value's uses outside its type; the type's own code may print or name it too: a method,
/// initializer, deinitializer or accessor that uses `self` other than to reach a member
/// (`func show() { print(self) }`, `"\(self)"`, `return self`, passing it along), names `Self`,
/// calls `type(of:)`, or makes a generic lesson value (from its own fields); an extension of a
/// protocol it conforms to may do the same. A holder of such a type is refused wherever it is made.
extension Compiler {
  /// Whether the code of `t` (its declaration, its extensions, any protocol extension) may print
  /// or name a value of it.
  func typeMayShowItself(_ t: NominalType) -> Bool {
    var members = t.declaration?.members ?? []
    var walk = SyntaxWalk()
    walk.visitStmt = { s, _ in
      guard case .extensionDecl(let x) = s.kind else { return }
      if x.typeName == t.name || t.conformances.contains(x.typeName) { members += x.members }
    }
    walk.walk(scriptStatements)
    var selfRefs = 0
    var reached = 0
    var shows = false
    var inner = SyntaxWalk()
    inner.visitExpr = { [program] e, _ in
      switch e.kind {
      case .selfRef: selfRefs += 1
      case .member(let base, _):
        switch base.kind {
        case .selfRef: reached += 1
        case .bindOptional(let b), .forceUnwrap(let b): if b.kind.isSelf { reached += 1 }
        default: break
        }
      case .name("Self"), .name("type"): shows = true
      case .typeRef(.named("Self", _)): shows = true
      case .call(let f, _):
        if case .name(let n) = f.kind, let made = program.nominalType(n), !made.genericParams.isEmpty { shows = true }
      default: break
      }
    }
    for m in members { inner.member(m) }
    return shows || selfRefs > reached
  }
}
