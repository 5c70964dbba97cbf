/// Pre-scans that the compiler needs before emitting a function: which names nested closures use
/// (those `var`s must live in shared cells) and how many `$n` parameters a closure takes.
extension Compiler {
  /// Every name mentioned inside closures and local functions nested in `stmts`.
  func capturedNames(in stmts: [Stmt]) -> Set<String> {
    var scan = NameScan()
    for s in stmts { scan.stmt(s, nested: false) }
    return scan.captured
  }

  /// Whether `name` is mentioned anywhere in `stmts` (didSet's `oldValue`, SE-0268).
  func mentions(_ name: String, in stmts: [Stmt]) -> Bool {
    var scan = NameScan()
    scan.stmts(stmts, nested: true)
    return scan.captured.contains(name)
  }

  /// `$0`…`$n` used directly in a closure body (not in closures nested inside it): n + 1.
  func dollarCount(in stmts: [Stmt]) -> Int {
    var scan = NameScan()
    scan.countDollars = true
    for s in stmts { scan.stmt(s, nested: false) }
    return scan.maxDollar + 1
  }
}

struct NameScan {
  var captured: Set<String> = []
  var countDollars = false
  var maxDollar = -1

  mutating func name(_ n: String, nested: Bool) {
    if nested { captured.insert(n) }
  }

  mutating func stmts(_ ss: [Stmt], nested: Bool) { for s in ss { stmt(s, nested: nested) } }

  mutating func stmt(_ s: Stmt, nested: Bool) {
    switch s.kind {
    case .expr(let e): expr(e, nested: nested)
    case .variable(let v):
      if let i = v.initializer { expr(i, nested: nested) }
      if let acc = v.accessors {
        for body in [acc.getter, acc.setter, acc.willSet, acc.didSet].compactMap({ $0 }) { stmts(body, nested: true) }
      }
    case .assign(let l, _, let r):
      expr(l, nested: nested)
      expr(r, nested: nested)
    case .ifStmt(let conds, let then, let els):
      conditions(conds, nested: nested)
      stmts(then, nested: nested)
      if let els { stmts(els, nested: nested) }
    case .guardStmt(let conds, let body):
      conditions(conds, nested: nested)
      stmts(body, nested: nested)
    case .whileStmt(let conds, let body):
      conditions(conds, nested: nested)
      stmts(body, nested: nested)
    case .repeatWhile(let body, let cond):
      stmts(body, nested: nested)
      expr(cond, nested: nested)
    case .forIn(_, let seq, let filter, let body, _, _, _):
      expr(seq, nested: nested)
      if let filter { expr(filter, nested: nested) }
      stmts(body, nested: nested)
    case .switchStmt(let subject, let cases):
      expr(subject, nested: nested)
      for c in cases {
        for p in c.patterns { pattern(p, nested: nested) }
        for g in c.guards { if let g { expr(g, nested: nested) } }
        stmts(c.body, nested: nested)
      }
    case .returnStmt(let e): if let e { expr(e, nested: nested) }
    case .throwStmt(let e): expr(e, nested: nested)
    case .deferStmt(let body): stmts(body, nested: nested)
    case .doStmt(let body, let catches):
      stmts(body, nested: nested)
      for c in catches {
        if let p = c.pattern { pattern(p, nested: nested) }
        if let g = c.guardExpr { expr(g, nested: nested) }
        stmts(c.body, nested: nested)
      }
    case .function(let f):
      guard !countDollars else { return }
      name(f.name, nested: true)
      for p in f.params { if let d = p.defaultValue { expr(d, nested: true) } }
      stmts(f.body, nested: true)
    case .labeled(_, let inner): stmt(inner, nested: nested)
    case .directive(_, let args): for a in args { expr(a.value, nested: nested) }
    case .type, .extensionDecl, .protocolDecl, .narration, .ignored, .breakStmt, .continueStmt, .fallthroughStmt,
      .typeAlias:
      break
    }
  }

  mutating func conditions(_ cs: [Condition], nested: Bool) {
    for c in cs {
      switch c {
      case .expr(let e): expr(e, nested: nested)
      case .optionalBinding(_, let n, let v, _):
        if let v { expr(v, nested: nested) } else { name(n, nested: nested) }
      case .casePattern(let p, let v, _):
        pattern(p, nested: nested)
        expr(v, nested: nested)
      }
    }
  }

  mutating func pattern(_ p: Pattern, nested: Bool) {
    switch p {
    case .expr(let e): expr(e, nested: nested)
    case .tuple(let ps): for q in ps { pattern(q, nested: nested) }
    case .enumCase(_, let ps?): for q in ps { pattern(q, nested: nested) }
    case .optional(let q), .cast(let q, _): pattern(q, nested: nested)
    case .name, .wildcard, .enumCase, .isType: break
    }
  }

  mutating func expr(_ e: Expr, nested: Bool) {
    switch e.kind {
    case .int, .double, .bool, .nilLiteral, .implicitMember, .keyPath, .typeRef: break
    case .selfRef, .superRef: name("self", nested: nested)
    case .string(let parts):
      for p in parts { if case .expr(let x) = p { expr(x, nested: nested) } }
    case .name(let n): name(n, nested: nested)
    case .dollar(let n):
      if countDollars && !nested, let k = Int(n) { maxDollar = max(maxDollar, k) }
    case .member(let b, _): expr(b, nested: nested)
    case .call(let c, let args):
      expr(c, nested: nested)
      for a in args { expr(a.value, nested: nested) }
    case .subscriptAccess(let b, let args):
      expr(b, nested: nested)
      for a in args { expr(a.value, nested: nested) }
    case .unary(_, let x), .forceUnwrap(let x), .bindOptional(let x), .optionalChain(let x), .tryExpr(_, let x),
      .await(let x), .inoutRef(let x), .cast(let x, _, _):
      expr(x, nested: nested)
    case .binary(_, let a, let b):
      expr(a, nested: nested)
      expr(b, nested: nested)
    case .ternary(let a, let b, let c):
      expr(a, nested: nested)
      expr(b, nested: nested)
      expr(c, nested: nested)
    case .closure(let c):
      if countDollars { return }
      // Everything a nested closure mentions may be a capture; `self` too, for implicit members.
      stmts(c.body, nested: true)
      name("self", nested: true)
    case .array(let xs): for x in xs { expr(x, nested: nested) }
    case .dictionary(let pairs):
      for (k, v) in pairs {
        expr(k, nested: nested)
        expr(v, nested: nested)
      }
    case .tuple(let items): for (_, x) in items { expr(x, nested: nested) }
    case .directive(_, let args): for a in args { expr(a.value, nested: nested) }
    case .statementValue(let s): stmts([s], nested: nested)
    }
  }
}
