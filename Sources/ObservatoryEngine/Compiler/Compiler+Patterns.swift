/// Pattern matching, shared by `switch`, `if case`, `guard case`, `while case`, `for case` and
/// `catch`: the value sits in a hidden slot, each sub-pattern takes its part into a slot of its
/// own, a failed check jumps to the caller's `fails` list, and names are bound as locals of the
/// current scope (a name already bound there — by an earlier alternative of the same `case` — is
/// stored again instead of declared twice).
extension Compiler {
  /// Emits the checks of `pattern` against the value in `slot`. `type`: the value's static type
  /// where the compiler knows it, of which a name takes a Character's or a Substring's
  /// (`if let (head, tail) = split(word)`: `Compiler+TextTypes.swift`).
  func compileMatch(_ pattern: Pattern, slot: Int, at offset: Int, fails: inout [Int], type: TypeExpr? = nil)
    throws
  {
    switch pattern {
    case .wildcard: break
    case .name(let n):
      emit(.loadLocal(slot), offset)
      if let l = fn.scopes[fn.scopes.count - 1][n] {
        emit(l.isCell ? .storeLocalCell(l.slot) : .storeLocal(l.slot), offset)
      } else {
        // `case .object(var o)`: a `var` binding may change (Swift refuses changes of a `let`).
        let text = type.flatMap { [Compiler.characterType, Compiler.substringType].contains($0) ? $0 : nil }
        storeNew(declareLocal(n, isLet: false, type: text), offset)
      }
    case .expr(let e):
      emit(.loadLocal(slot), e.start)
      try compileExpr(e)
      emit(.binary(.match), e.start)
      fails.append(emit(.jumpIfFalse(-1), e.start))
    case .tuple(let items):
      var elements: [TypeExpr]? = nil
      if case .tuple(let ts, _)? = type.map(unaliased), ts.count == items.count { elements = ts }
      for (k, item) in items.enumerated() {
        emit(.loadLocal(slot), offset)
        emit(.getMember(program.symbol(String(k))), offset)
        try matchPart(item, at: offset, fails: &fails, type: elements?[k])
      }
    case .enumCase(let name, let payload):
      emit(.loadLocal(slot), offset)
      let count = payload?.count ?? 0
      fails.append(emit(.matchCase(symbol: program.symbol(name), bindings: count, target: -1), offset))
      // The payload values are on the stack, last on top: each goes to a slot, then is matched.
      let slots = (0..<count).map { _ in hiddenSlot() }
      for s in slots.reversed() { emit(.storeLocal(s), offset) }
      for (p, s) in zip(payload ?? [], slots) { try compileMatch(p, slot: s, at: offset, fails: &fails) }
    case .optional(let inner):
      emit(.loadLocal(slot), offset)
      fails.append(emit(.matchCase(symbol: Sym.some.rawValue, bindings: 1, target: -1), offset))
      var wrapped: TypeExpr? = nil
      if case .optional(let w)? = type.map(unaliased) { wrapped = w }
      try matchPart(inner, at: offset, fails: &fails, type: wrapped)
    case .isType(let t):
      if castPatternOutcome(t, at: offset) == true { break }
      emit(.loadLocal(slot), offset)
      if castPatternOutcome(t, at: offset) == false { emit(.coerce(shape(.substring(.array))), offset) }
      try emitCast(.is, t, use: "'is \(t.description)'", at: offset)
      fails.append(emit(.jumpIfFalse(-1), offset))
    case .cast(let inner, let t):
      emit(.loadLocal(slot), offset)
      switch castPatternOutcome(t, at: offset) {
      case true?: break
      case false?:
        try emitDecidedCast(.asOptional, t, succeeds: false, use: "'as \(t.description)'", at: offset)
        fails.append(emit(.unwrapOrJump(-1), offset))
      case nil:
        try emitCast(.asOptional, t, use: "'as \(t.description)'", at: offset)
        fails.append(emit(.unwrapOrJump(-1), offset))
      }
      try matchPart(inner, at: offset, fails: &fails)
    }
  }

  /// Matches the value on top of the stack (a part of a larger value).
  private func matchPart(_ p: Pattern, at offset: Int, fails: inout [Int], type: TypeExpr? = nil) throws {
    if case .wildcard = p {
      emit(.pop, offset)
      return
    }
    let s = hiddenSlot()
    emit(.storeLocal(s), offset)
    try compileMatch(p, slot: s, at: offset, fails: &fails, type: type)
  }

  /// `if case p = e` / `guard case` / `while case`: evaluates `e` and matches it.
  func compileCaseCondition(_ p: Pattern, _ value: Expr, at offset: Int, fails: inout [Int]) throws {
    let type = textStaticType(value)
    try compileExpr(value)
    let slot = hiddenSlot()
    emit(.storeLocal(slot), value.start)
    try compileMatch(p, slot: slot, at: offset, fails: &fails, type: type)
  }

  func compileSwitch(_ subject: Expr, _ cases: [SwitchCase], _ s: Stmt) throws {
    try refuseLiteralPatterns(on: subject)
    try compileExpr(subject)
    let slot = hiddenSlot()
    emit(.storeLocal(slot), subject.start)
    fn.loops.append(
      LoopContext(label: nil, scopeDepth: fn.scopes.count, cleanupMark: fn.cleanups.count, isSwitch: true))
    var ends: [Int] = []
    for c in cases {
      pushScope()
      var nextCase: [Int] = []
      if !c.patterns.isEmpty {
        // Each alternative binds the same names (Swift checks it); the first declares them. Its
        // `where` applies to it alone (`case 1, 2 where x > 5:` matches 1 whatever x is).
        var toBody: [Int] = []
        for (k, p) in c.patterns.enumerated() {
          var fails: [Int] = []
          try compileMatch(p, slot: slot, at: c.start, fails: &fails)
          if let g = c.guards[k] {
            try compileExpr(g)
            fails.append(emit(.jumpIfFalse(-1), g.start))
          }
          if k == c.patterns.count - 1 {
            nextCase += fails
          } else {
            toBody.append(emit(.jump(-1), c.start))
            for j in fails { patch(j) }
          }
        }
        for j in toBody { patch(j) }
      }
      // A `fallthrough` in the previous case lands here, past this case's patterns.
      for j in fn.loops[fn.loops.count - 1].fallthroughs { patch(j) }
      fn.loops[fn.loops.count - 1].fallthroughs = []
      try compileBlock(c.body)
      try popScope(c.start)
      ends.append(emit(.jump(-1), c.start))
      for j in nextCase { patch(j) }
    }
    if !fn.loops[fn.loops.count - 1].fallthroughs.isEmpty {
      throw error("'fallthrough' cannot transfer control past the last case of a switch", at: s.end)
    }
    if !cases.contains(where: { $0.patterns.isEmpty }) {
      // Swift requires a switch to be exhaustive; a value no case matches is a lesson error here.
      emit(.noCaseMatched, s.start)
    }
    let loop = fn.loops.removeLast()
    for j in ends + loop.breaks { patch(j) }
    emit(.clearLocal(slot), s.end)
  }

  /// `do { } catch pattern where condition { } ...`: the first clause whose pattern matches the
  /// error runs; none matching throws the error on.
  func compileDo(_ body: [Stmt], _ catches: [CatchClause], _ s: Stmt) throws {
    guard !catches.isEmpty else {
      try compileBlock(body)
      return
    }
    let handler = emit(.pushHandler(-1), s.start)
    fn.cleanups.append(.handler)
    try compileBlock(body)
    fn.cleanups.removeLast()
    emit(.popHandler, s.end)
    var ends = [emit(.jump(-1), s.end)]
    patch(handler)
    let slot = hiddenSlot()
    emit(.storeLocal(slot), s.start)
    for clause in catches {
      pushScope()
      var fails: [Int] = []
      if let p = clause.pattern {
        try compileMatch(p, slot: slot, at: clause.start, fails: &fails)
      } else {
        emit(.loadLocal(slot), clause.start)
        storeNew(declareLocal("error", isLet: true), clause.start)
      }
      if let g = clause.guardExpr {
        try compileExpr(g)
        fails.append(emit(.jumpIfFalse(-1), g.start))
      }
      try compileBlock(clause.body)
      try popScope(s.end)
      ends.append(emit(.jump(-1), s.end))
      for j in fails { patch(j) }
    }
    // No clause caught it: the error goes on to the enclosing handler.
    emit(.loadLocal(slot), s.end)
    emit(.throwError, s.end)
    for j in ends { patch(j) }
    emit(.clearLocal(slot), s.end)
  }
}
