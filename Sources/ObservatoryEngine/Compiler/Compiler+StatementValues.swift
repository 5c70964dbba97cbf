/// `if` and `switch` as values (SE-0380): `let label = if done { "✓" } else { "…" }`,
/// `return switch kind { ... }`, and a function or closure whose whole body is one such
/// statement. Each branch is one expression (or ends the program with `throw`): its value is
/// stored in a hidden local, which the expression then reads.
extension Compiler {
  func compileStatementValue(_ s: Stmt) throws {
    try checkValueBranches(s)
    pushScope()
    let name = "branch·value·\(s.start)"
    let local = declareLocal(name, isLet: false)
    try compileStatement(storingBranchValues(of: s, in: name))
    emitLoad(.local(local), name: name, s.end)
    try popScope(s.end)
  }

  /// Whether a body's single statement is an `if`/`switch` whose branches are all values, so the
  /// body returns its value (SE-0380's implicit return).
  func isValueStatement(_ s: Stmt) -> Bool { (try? checkValueBranches(s)) != nil }

  /// Swift's rules for a statement used as a value, with its words when one is broken.
  func checkValueBranches(_ s: Stmt) throws {
    func branch(_ body: [Stmt], _ what: String) throws {
      guard body.count == 1 else {
        throw error(
          "each branch of '\(what)' used as a value must be a single expression", at: body.first?.start ?? s.start)
      }
      switch body[0].kind {
      case .expr, .throwStmt: return
      case .ifStmt, .switchStmt: try checkValueBranches(body[0])
      default:
        throw error("non-expression branch of '\(what)' expression may only end with a 'throw'", at: body[0].start)
      }
    }
    switch s.kind {
    case .ifStmt(_, let then, let els):
      guard let els else { throw error("'if' must have an unconditional 'else' to be used as expression", at: s.start) }
      try branch(then, "if")
      try branch(els, "if")
    case .switchStmt(_, let cases):
      for c in cases { try branch(c.body, "switch") }
    default:
      throw error("only 'if' and 'switch' can be used as a value", at: s.start)
    }
  }

  /// The statement with each branch's value assigned to `name`.
  private func storingBranchValues(of s: Stmt, in name: String) -> Stmt {
    func branch(_ body: [Stmt]) -> [Stmt] {
      let b = body[0]
      switch b.kind {
      case .expr(let e): return [Stmt(.assign(Expr(.name(name), e.start, e.start), "=", e), b.start, b.end)]
      case .ifStmt, .switchStmt: return [storingBranchValues(of: b, in: name)]
      default: return body
      }
    }
    switch s.kind {
    case .ifStmt(let conds, let then, let els):
      return Stmt(.ifStmt(conds, branch(then), els.map(branch)), s.start, s.end)
    case .switchStmt(let subject, let cases):
      let valued = cases.map { c in
        SwitchCase(patterns: c.patterns, guards: c.guards, body: branch(c.body), start: c.start)
      }
      return Stmt(.switchStmt(subject, valued), s.start, s.end)
    default: return s
    }
  }
}
