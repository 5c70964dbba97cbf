/// Visits every statement and expression of a lesson's syntax tree, including the members of type
/// declarations, accessors, closures and local functions, so the exporter can find each directive
/// (and each feature it needs to know about) by its source range.
package struct SyntaxWalk {
  /// Where a node sits: in top-level code, or inside a function, closure or type declaration.
  package enum Context { case topLevel, nested }

  package var visitStmt: (Stmt, Context) -> Void = { _, _ in }
  package var visitExpr: (Expr, Context) -> Void = { _, _ in }
  package var visitType: (TypeDecl) -> Void = { _ in }
  package var visitFunction: (FunctionDecl) -> Void = { _ in }
  package var visitVariable: (VariableDecl, Context) -> Void = { _, _ in }
  package var visitMember: (Member) -> Void = { _ in }

  package init() {}

  package func walk(_ stmts: [Stmt], _ c: Context = .topLevel) { for s in stmts { stmt(s, c) } }

  func stmt(_ s: Stmt, _ c: Context) {
    visitStmt(s, c)
    switch s.kind {
    case .expr(let e): expr(e, c)
    case .variable(let v): variable(v, c)
    case .assign(let l, _, let r):
      expr(l, c)
      expr(r, c)
    case .ifStmt(let conds, let then, let els):
      conditions(conds, c)
      walk(then, c)
      if let els { walk(els, c) }
    case .guardStmt(let conds, let body), .whileStmt(let conds, let body):
      conditions(conds, c)
      walk(body, c)
    case .repeatWhile(let body, let cond):
      walk(body, c)
      expr(cond, c)
    case .forIn(let pattern, let seq, let filter, let body, _, _, _):
      self.pattern(pattern, c)
      expr(seq, c)
      if let filter { expr(filter, c) }
      walk(body, c)
    case .switchStmt(let subject, let cases):
      expr(subject, c)
      for k in cases {
        for p in k.patterns { pattern(p, c) }
        for g in k.guards { if let g { expr(g, c) } }
        walk(k.body, c)
      }
    case .returnStmt(let e): if let e { expr(e, c) }
    case .throwStmt(let e): expr(e, c)
    case .deferStmt(let body): walk(body, c)
    case .doStmt(let body, let catches):
      walk(body, c)
      for k in catches {
        if let p = k.pattern { pattern(p, c) }
        if let g = k.guardExpr { expr(g, c) }
        walk(k.body, c)
      }
    case .function(let f): function(f)
    case .type(let t): type(t)
    case .extensionDecl(let x): for m in x.members { member(m) }
    case .labeled(_, let inner): stmt(inner, c)
    case .directive(_, let args): for a in args { expr(a.value, c) }
    case .narration, .ignored, .breakStmt, .continueStmt, .protocolDecl, .fallthroughStmt, .typeAlias: break
    }
  }

  func variable(_ v: VariableDecl, _ c: Context) {
    visitVariable(v, c)
    if let i = v.initializer { expr(i, c) }
    if let acc = v.accessors {
      for body in [acc.getter, acc.setter, acc.willSet, acc.didSet].compactMap({ $0 }) { walk(body, .nested) }
    }
  }

  func function(_ f: FunctionDecl) {
    visitFunction(f)
    for p in f.params { if let d = p.defaultValue { expr(d, .nested) } }
    walk(f.body, .nested)
  }

  func type(_ t: TypeDecl) {
    visitType(t)
    for m in t.members { member(m) }
  }

  func member(_ m: Member) {
    visitMember(m)
    switch m {
    case .property(let v): variable(v, .nested)
    case .method(let f), .initializer(let f): function(f)
    case .deinitializer(let body, _): walk(body, .nested)
    case .nestedType(let t): type(t)
    case .enumCase: break
    case .subscriptDecl(let g, let s):
      function(g)
      if let s { function(s) }
    }
  }

  func conditions(_ cs: [Condition], _ c: Context) {
    for k in cs {
      switch k {
      case .expr(let e): expr(e, c)
      case .optionalBinding(_, _, let v, _): if let v { expr(v, c) }
      case .casePattern(let p, let v, _):
        pattern(p, c)
        expr(v, c)
      }
    }
  }

  /// The expressions inside a pattern (`case 1...5`, `case MyError.full`).
  func pattern(_ p: Pattern, _ c: Context) {
    switch p {
    case .expr(let e): expr(e, c)
    case .tuple(let ps): for q in ps { pattern(q, c) }
    case .enumCase(_, let ps?): for q in ps { pattern(q, c) }
    case .optional(let q), .cast(let q, _): pattern(q, c)
    case .name, .wildcard, .enumCase, .isType: break
    }
  }

  func expr(_ e: Expr, _ c: Context) {
    visitExpr(e, c)
    switch e.kind {
    case .int, .double, .bool, .nilLiteral, .implicitMember, .keyPath, .typeRef, .selfRef, .superRef, .name, .dollar:
      break
    case .string(let parts): for p in parts { if case .expr(let x) = p { expr(x, c) } }
    case .member(let b, _): expr(b, c)
    case .call(let f, let args), .subscriptAccess(let f, let args):
      expr(f, c)
      for a in args { expr(a.value, c) }
    case .unary(_, let x), .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x), .tryExpr(_, let x),
      .await(let x), .inoutRef(let x), .cast(let x, _, _):
      expr(x, c)
    case .binary(_, let a, let b):
      expr(a, c)
      expr(b, c)
    case .ternary(let a, let b, let d):
      expr(a, c)
      expr(b, c)
      expr(d, c)
    case .closure(let k): walk(k.body, .nested)
    case .array(let xs): for x in xs { expr(x, c) }
    case .dictionary(let pairs):
      for (k, v) in pairs {
        expr(k, c)
        expr(v, c)
      }
    case .tuple(let items): for (_, x) in items { expr(x, c) }
    case .directive(_, let args): for a in args { expr(a.value, c) }
    case .statementValue(let s): walk([s], c)
    }
  }
}
