/// Statements: declarations, assignments and control flow (checks and directives:
/// `Compiler+Directives.swift`).
extension Compiler {
  func compileBlock(_ body: [Stmt], newScope: Bool = true) throws {
    if newScope { pushScope() }
    // Local functions may call each other (and themselves): declare them all first.
    if !atGlobalScope { declareLocalFunctions(body) }
    for s in body { try compileStatement(s) }
    if newScope { try popScope(body.last?.end ?? fn.proto.start) }
  }

  func compileStatement(_ s: Stmt) throws {
    if !fn.isScript || fn.scopes.count > 1 || fn.loops.count > 0 {
      switch s.kind {
      case .function, .type, .narration, .ignored, .extensionDecl, .protocolDecl, .typeAlias: break
      default: emit(.statement, s.start)
      }
    }
    switch s.kind {
    case .expr(let e):
      try compileExpr(e)
      emit(.pop, s.start)
    case .variable(let v): try compileVariable(v)
    case .assign(let l, let op, let r): try compileAssign(l, op, r, s.start)
    case .ifStmt(let conds, let then, let els): try compileIf(conds, then, els, s)
    case .guardStmt(let conds, let body): try compileGuard(conds, body, s)
    case .whileStmt(let conds, let body): try compileWhile(conds, body, label: nil, s)
    case .repeatWhile(let body, let cond): try compileRepeat(body, cond, label: nil, s)
    case .forIn(let pattern, let seq, let filter, let body, let isAwait, let isVar, _):
      try compileFor(pattern, seq, filter, body, isAwait: isAwait, isVar: isVar, label: nil, s)
    case .labeled(let label, let inner):
      switch inner.kind {
      case .whileStmt(let conds, let body): try compileWhile(conds, body, label: label, inner)
      case .repeatWhile(let body, let cond): try compileRepeat(body, cond, label: label, inner)
      case .forIn(let pattern, let seq, let filter, let body, let isAwait, let isVar, _):
        try compileFor(pattern, seq, filter, body, isAwait: isAwait, isVar: isVar, label: label, inner)
      default: try compileStatement(inner)
      }
    case .switchStmt(let subject, let cases): try compileSwitch(subject, cases, s)
    case .breakStmt(let label): try compileJumpOut(isBreak: true, label: label, s.start)
    case .fallthroughStmt:
      guard let i = fn.loops.lastIndex(where: \.isSwitch) else {
        throw error("'fallthrough' is only allowed inside a switch", at: s.start)
      }
      try emitCleanups(downTo: fn.loops[i].cleanupMark)
      fn.loops[i].fallthroughs.append(emit(.jump(-1), s.start))
    case .continueStmt(let label): try compileJumpOut(isBreak: false, label: label, s.start)
    case .returnStmt(let e):
      if fn.isScript {
        throw error("'return' is only allowed inside a function or closure", at: s.start)
      }
      if let e = e.map({ implicitlyUnwrapping($0, into: fn.returnType) }) {
        if let t = fn.returnType { noteResultContext(e, t) }
        try compileExpr(e)
        if let shape = fn.proto.returnShape { emit(.coerce(self.shape(shape)), e.start) }
        emitArrayContext(fn.returnType, for: e)
      } else {
        emit(.pushVoid, s.start)
      }
      if !fn.cleanups.isEmpty {
        // Deferred code runs after the result is computed, before the function returns.
        let slot = hiddenSlot()
        emit(.storeLocal(slot), s.start)
        try emitCleanups(downTo: 0)
        emit(.loadLocal(slot), s.start)
      }
      emit(.ret, s.start)
    case .throwStmt(let e):
      try compileExpr(e)
      emit(.throwError, s.start)
    case .deferStmt(let body): try compileDefer(body, at: s.start)
    case .doStmt(let body, let catches): try compileDo(body, catches, s)
    case .function(let f):
      if atGlobalScope { return }  // compiled before the script runs
      try compileLocalFunction(f, at: s.start)
    case .type(let d): try checkTypeWasHoisted(d, at: s.start)
    case .ignored, .narration, .extensionDecl, .protocolDecl, .typeAlias: return
    case .directive(let name, let args): try compileDirective(name, args, s.start, s.end)
    }
  }

  // MARK: - Variables and assignment

  func compileVariable(_ v: VariableDecl) throws {
    if v.accessors != nil && !atGlobalScope {
      throw error("computed local variables are not supported by the playground", at: v.start, hint: "use a function")
    }
    if v.accessors?.getter != nil { return }  // a computed global: no storage to initialize
    if v.modifiers.has("weak") || v.modifiers.has("unowned") { return try compileWeakVariable(v) }
    if v.modifiers.has("async") { return try compileAsyncLet(v) }
    // `var copy = user` with `user: JSON`: the copy is a JSON too (`copy = .object(o)` is a case).
    let inferred =
      v.type
      ?? v.initializer.flatMap { initial -> TypeExpr? in
        // `var p = f()` of a `func f() -> (x: Int, y: Int)`: a later `p = (5, 6)` keeps the labels.
        if case .call = initial.kind, case .tuple(_, let labels?)? = staticType(of: initial),
          labels.contains(where: { $0 != nil })
        {
          return staticType(of: initial)
        }
        guard case .name = initial.kind, case .named(let n, _)? = staticType(of: initial),
          program.nominalType(n) is EnumType || program.nominalType(n) is StructType
        else { return nil }
        return staticType(of: initial)
      }
    let shape = shape(for: inferred, v.initializer)
    let facts = bindingFacts(v)
    if let initial = v.initializer, let t = v.type { noteResultContext(initial, t) }
    if let initial = v.initializer.map({ implicitlyUnwrapping($0, into: v.type) }) {
      switch initial.kind {
      case .array, .dictionary:
        existentialElements = Compiler.hasExistentialElements(v.type)
        declaredLiteralType = v.type != nil
      default: break
      }
      try compileExpr(initial)
      existentialElements = false
      declaredLiteralType = false
      if let shape { emit(.coerce(self.shape(shape)), initial.start) } else { emitArrayContext(v.type, for: initial) }
    } else if case .optional? = v.type, !v.isLet {
      emit(.pushNull, v.start)
    } else {
      emit(.pushConst(constant(.missing)), v.start)
    }
    try bind(
      v.pattern, isLet: v.isLet && v.initializer != nil, shape: shape, v.start,
      type: inferred ?? v.initializer.flatMap(initializedType) ?? v.initializer.flatMap(functionResultType)
        ?? v.initializer.flatMap(castType) ?? v.initializer.flatMap(textBindingType)
        ?? v.initializer.flatMap(literalClassArrayType)
        ?? v.initializer.flatMap(stringLiteralType),
      implicitlyUnwrapped: v.isImplicitlyUnwrapped)
    noteInitializer(v, facts)
    noteExistentialDerived(v)
    if v.modifiers.has("Bindable"), !atGlobalScope, case .name(let name) = v.pattern {
      // `@Bindable var login = login`: `$login` is `Bindable(login)`.
      let at = v.start
      try compileExpr(
        Expr(
          .call(
            Expr(.name("Bindable"), at, at), [Argument(label: nil, value: Expr(.name(name), at, at), labelStart: at)]),
          at, at))
      storeNew(declareLocal("$" + name, isLet: true), at)
    }
  }

  /// `async let x = work()`: a child task starts computing the value now; reading `x` (with
  /// `await`) waits for it. The playground runs the child on the simulated main actor, when the
  /// parent next suspends (in Swift it runs on the global executor, at once).
  func compileAsyncLet(_ v: VariableDecl) throws {
    let name: String
    switch v.pattern {
    case .name(let n): name = n
    case .wildcard: name = "_"
    default: throw error("'async let' with a tuple pattern is not supported by the playground", at: v.start)
    }
    guard let initial = v.initializer else { throw error("'async let' needs a value", at: v.start) }
    let body = ClosureExpr(
      params: [], hasParamList: true, returnType: nil, body: [Stmt(.returnStmt(initial), initial.start, initial.end)],
      start: initial.start, captureList: [])
    let task = Expr(
      .call(
        Expr(.name("Task"), initial.start, initial.start),
        [
          Argument(
            label: nil, value: Expr(.closure(body), initial.start, initial.end), labelStart: initial.start,
            isTrailing: true)
        ]),
      initial.start, initial.end)
    // The child task is never a value the lesson sees: it needs no types.
    taskTypedInside = task.start
    try compileExpr(task)
    taskTypedInside = nil
    if atGlobalScope {
      let g = program.global(name, isLet: true)
      program.asyncLetGlobals.insert(g)
      emit(.storeGlobal(g), v.start)
    } else {
      let l = declareLocal(name, isLet: true, asyncLet: true)
      storeNew(l, v.start)
      // Its scope's end cancels the child if it was not awaited, and waits for it.
      let h = emit(.pushHandler(-1), v.start)
      fn.cleanups.append(.asyncLet(slot: l.slot, handler: h, start: v.start))
    }
  }

  /// `weak let x = object` / `weak var x: T?`: a local in a weak cell, so the variable does not
  /// keep the object alive (needed to release an object an `Observations` closure reads, R25).
  func compileWeakVariable(_ v: VariableDecl) throws {
    let unowned = !v.modifiers.has("weak")
    guard case .name(let name) = v.pattern else {
      throw error("a '\(unowned ? "unowned" : "weak")' variable must be a single name", at: v.start)
    }
    if unowned && (atGlobalScope || v.initializer == nil) {
      throw error(
        "'unowned' top-level variables (and ones declared without a value) are not supported by the playground",
        at: v.start, hint: "make it an 'unowned let' property of a class, or a 'weak var'")
    }
    if let initial = v.initializer { try compileExpr(initial) } else { emit(.pushNull, v.start) }
    if unowned {
      emit(.nameObject(string(name)), v.start)
      emit(.newUnownedCell(declareLocal(name, isLet: v.isLet, forceCell: true).slot), v.start)
      return
    }
    if atGlobalScope {
      emit(.nameObject(string(name)), v.start)
      emit(.newGlobalWeakCell(program.global(name, isLet: v.isLet)), v.start)
      return
    }
    emit(.nameObject(string(name)), v.start)
    let l = declareLocal(name, isLet: v.isLet, forceCell: true)
    emit(.newWeakCell(l.slot), v.start)
  }

  /// Stores the value on top of the stack into the names of a pattern (declaring them). A
  /// declared name also names the object it holds, for the trace (loop variables do not: they
  /// would give many objects one name).
  func bind(
    _ pattern: Pattern, isLet: Bool, shape: TypeShape?, _ offset: Int, namesObjects: Bool = true, type: TypeExpr? = nil,
    implicitlyUnwrapped: Bool = false
  ) throws {
    switch pattern {
    case .wildcard:
      emit(.pop, offset)
    case .name(let name):
      if namesObjects { emit(.nameObject(string(name)), offset) }
      if atGlobalScope {
        let g = program.global(name, isLet: isLet, shape: shape)
        program.globalTypes[g] = type
        emit(.storeGlobal(g), offset)
      } else {
        var l = declareLocal(name, isLet: isLet, shape: shape, type: type)
        if implicitlyUnwrapped {
          l.isImplicitlyUnwrapped = true
          program.hasImplicitlyUnwrapped = true
          fn.scopes[fn.scopes.count - 1][name] = l
        }
        storeNew(l, offset)
      }
    case .tuple(let items):
      // `let (head, tail) = split(word)` of a `-> (Character, Substring)`: each name a text
      // element's static type (a Character is held as a String: `Compiler+TextTypes.swift`).
      var elements: [TypeExpr]? = nil
      if case .tuple(let ts, _)? = type.map(unaliased), ts.count == items.count { elements = ts }
      for (k, item) in items.enumerated() {
        emit(.dup, offset)
        emit(.getMember(program.symbol(String(k))), offset)
        let text = elements.map { [Compiler.characterType, Compiler.substringType].contains($0[k]) ? $0[k] : nil }
        try bind(item, isLet: isLet, shape: nil, offset, namesObjects: namesObjects, type: text ?? nil)
      }
      emit(.pop, offset)
    case .expr, .enumCase, .optional, .isType, .cast:
      throw error("this pattern can fail to match; 'let' and 'var' need one that always matches", at: offset)
    }
  }

  /// Whether a write in an initializer to `field` runs its setter: once `self` is whole (every
  /// stored property has a value, `super.init` has run), an `@Observable` class's tracked property
  /// is written through the macro's setter, with willSet and didSet that nobody observes yet
  /// (its init accessor applies only before that); verified against Swift 6.3.1 (probe p06).
  /// Writes inside branches or loops are not counted as initializing: they stay initializations.
  func initializesThroughSetter(_ field: FieldInfo) -> Bool {
    field.isTracked && fn.uninitialized?.isEmpty == true
  }

  /// In an initializer, `self.x = v` (or `x = v`) initializes a stored property without notifying.
  func initializerField(_ lhs: Expr) -> FieldInfo? {
    guard fn.isInitializer, let t = fn.selfType else { return nil }
    switch lhs.kind {
    case .member(let base, let name):
      if case .selfRef = base.kind { return t.fieldsByName[name] }
    case .name(let name):
      if case .selfMember? = resolve(name) { return t.fieldsByName[name] }
    default: break
    }
    return nil
  }

  func compileAssign(_ lhs: Expr, _ op: String, _ rhs: Expr, _ offset: Int) throws {
    var lhs = lhs
    var rhs = rhs
    // `updates = AsyncStream { ... }` into a property declared `AsyncStream<Int>`.
    if op == "=", let t = declaredType(of: lhs), case .named("AsyncStream", _) = t { noteResultContext(rhs, t) }
    // `loader.makeCache = { Cache() }` into a property declared `(() -> Cache<Article>)?`.
    if op == "=", let t = declaredType(of: lhs) ?? propertyType(of: lhs) ?? subscriptedType(of: lhs) {
      noteClosureResult(rhs, t)
      noteArgumentContexts(rhs, t)  // `state = .loaded(Page())` into a `Loadable<Page<Note>>`
    }
    noteOwnerAssignment(lhs, op, rhs)  // `byKey[k] = Box()` in `Store<T>`'s code
    if op == "=" { rhs = labelSubscriptValue(lhs, rhs) }
    noteCompoundAssignment(lhs, op, rhs)  // `total += 1 / 2` of a Double adds 0.5
    if program.hasImplicitlyUnwrapped {
      // `car.engine.rpm = 900`, `counter += 1`, `name = iuo` for `name: String` (`Compiler+ImplicitUnwrap`).
      rhs = implicitlyUnwrapping(rhs, into: declaredType(of: lhs))
      lhs = unwrappingImplicitOperands(lhs)
      if op != "=" { lhs = implicitlyUnwrapping(lhs) }
    }
    if case .member(let base, let name) = lhs.kind, case .superRef = base.kind {
      return try compileSuperAssign(name, op, rhs, lhs)  // `super.balance = newValue`
    }
    if case .dollar(let n) = lhs.kind, Int(n) != nil {
      // `$0 += 1` in a closure whose parameter is `inout` (`withLock { $0 += n }`).
      return try compileAssign(Expr(.name("$" + n), lhs.start, lhs.end), op, rhs, offset)
    }
    if case .selfRef = lhs.kind, op == "=", !fn.ownsSelf, case .capture(let i, isCell: true, _)? = resolve("self") {
      // `self = Inventory()` in a closure inside a mutating method (`self` is a cell there).
      try compileExpr(rhs)
      if let e = enclosingSelfType() as? EnumType { emit(.coerce(shape(.enumeration(e.path))), rhs.start) }
      emit(.storeCaptureCell(i), lhs.start)
      return
    }
    if case .selfRef = lhs.kind {
      // `self = .green` in a mutating method of a struct or enum.
      guard op == "=", fn.ownsSelf, fn.selfIsMutable, !(fn.selfType is ClassInfo) else {
        throw error(
          "cannot assign to 'self' here", at: lhs.start,
          hint: "only a mutating method of a struct or enum can replace self")
      }
      try compileExpr(rhs)
      if let e = fn.selfType as? EnumType { emit(.coerce(shape(.enumeration(e.path))), rhs.start) }
      let cell = fn.scopes[0]["self"]?.isCell == true  // `self` captured by a closure
      emit(cell ? .storeLocalCell(0) : .storeLocal(0), lhs.start)
      return
    }
    if case .tuple(let items) = lhs.kind, op == "=" {
      // `(a, b) = (b, a)`: the right side is evaluated first, then each element is assigned.
      pushScope()
      let hidden = "\u{0}tuple\(lhs.start)"
      try compileExpr(rhs)
      storeNew(declareLocal(hidden, isLet: true), rhs.start)
      for (k, (_, target)) in items.enumerated() {
        let part = Expr(.member(Expr(.name(hidden), rhs.start, rhs.start), String(k)), rhs.start, rhs.end)
        try compileAssign(target, "=", part, offset)
      }
      try popScope(offset)
      return
    }
    if case .name("_") = lhs.kind {
      guard op == "=" else { throw error("'_' can only appear on the left of '='", at: lhs.start) }
      try compileExpr(rhs)
      emit(.pop, offset)
      return
    }
    var binOp = op == "=" ? nil : BinaryOp(rawValue: String(op.dropLast()))
    if op != "=", program.declaredSignatures[op] != nil {
      // The lesson declares an operator function `+=`: it runs for the types that have one.
      guard let compound = BinaryOp(rawValue: op) else {
        throw error("an operator function '\(op)' is not supported by the playground", at: offset)
      }
      binOp = compound
    }
    if binOp == nil, let field = initializerField(lhs), !initializesThroughSetter(field) {
      try compileExpr(rhs)
      if let s = field.shape { emit(.coerce(shape(s)), rhs.start) }
      emit(.initField(field.index), lhs.start)
      if fn.scopes.count == fn.initBodyDepth { fn.uninitialized?.remove(field.name) }
      return
    }
    if case .name(let name) = lhs.kind {
      guard let r = resolve(name) else {
        throw error(
          "cannot find '\(name)' in scope", at: lhs.start, hint: suggestion(for: name).map { "did you mean '\($0)'?" })
      }
      switch r {
      case .local(let l):
        if l.isLet {
          throw error(
            "cannot assign to '\(name)': it is a 'let' constant", at: lhs.start,
            hint: "declare it with 'var' to change it later")
        }
        if binOp == .add, !l.isCell, l.shape == nil {
          try compileExpr(rhs)
          emit(.addAssignLocal(l.slot), lhs.start)
          return
        }
        try compileValueForStore(load: { c in c.emitLoad(r, name: name, lhs.start) }, binOp, rhs, shape: l.shape)
        if binOp == nil { emitArrayContext(l.declaredType, for: rhs) }
        emit(l.isCell ? .storeLocalCell(l.slot) : .storeLocal(l.slot), lhs.start)
        return
      case .capture(let i, let isCell, let isLet):
        guard isCell && !isLet else {
          throw error(
            "cannot assign to '\(name)': it is a 'let' constant (or a parameter)", at: lhs.start,
            hint: "declare it with 'var' to change it later")
        }
        try compileValueForStore(load: { c in c.emitLoad(r, name: name, lhs.start) }, binOp, rhs, shape: nil)
        emit(.storeCaptureCell(i), lhs.start)
        return
      case .global(let g):
        if let a = accessors(ofGlobal: g) {
          if a.isComputed, program.globalIsLet[g] {
            throw error("cannot assign to value: '\(name)' is a get-only property", at: lhs.start)
          }
          try compileValueForStore(
            load: { c in c.emitLoad(r, name: name, lhs.start) }, binOp, rhs, shape: program.globalShapes[g])
          emit(.storeAccessedGlobal(g), lhs.start)
          return
        }
        if program.globalIsLet[g] {
          if case .type = program.globals[g] {
            throw error("cannot assign to '\(name)': it is a type", at: lhs.start)
          }
          if program.functionGlobals.contains(g) {
            throw error(
              "cannot assign to value: '\(name)' is a function", at: lhs.start,
              hint: "to swap in other code, declare a variable that holds a closure: var \(name) = { ... }")
          }
          throw error(
            "cannot assign to '\(name)': it is a 'let' constant", at: lhs.start,
            hint: "declare it with 'var' to change it later")
        }
        if binOp == .add, program.globalShapes[g] == nil {
          try compileExpr(rhs)
          emit(.addAssignGlobal(g), lhs.start)
          return
        }
        try compileValueForStore(
          load: { c in c.emitLoad(r, name: name, lhs.start) }, binOp, rhs, shape: program.globalShapes[g])
        if binOp == nil { emitArrayContext(program.globalTypes[g], for: rhs) }
        emit(.storeGlobal(g), lhs.start)
        return
      case .selfMember:
        break  // a property of self: a storage path below
      }
    }
    switch lhs.kind {
    case .name, .member, .subscriptAccess, .forceUnwrap, .optionalChain:
      let path = try compilePath(lhs)
      try compileExpr(rhs)
      if let b = binOp {
        emit(.modifyPath(path, b), lhs.start)
      } else {
        // `outbox = inbox.reversed()` of a property declared `[T]`: Sequence's reversed(), an array.
        if case .call = rhs.kind { emitArrayContext(staticType(of: lhs), for: rhs) }
        emit(.storePath(path), lhs.start)
      }
    case .tuple:
      throw error(
        "compound assignment to a tuple is not valid Swift", at: lhs.start,
        hint: "assign each variable separately")
    default:
      throw error(
        "cannot assign to this expression", at: lhs.start, hint: "the left side of '=' must be a variable or a property"
      )
    }
  }

  /// `x = rhs` or `x op= rhs` for a plain variable: leaves the new value on the stack.
  func compileValueForStore(load: (Compiler) -> Void, _ binOp: BinaryOp?, _ rhs: Expr, shape: TypeShape?) throws {
    if let b = binOp {
      load(self)
      try compileExpr(rhs)
      emit(.binary(b), rhs.start)
    } else {
      try compileExpr(rhs)
    }
    if let shape { emit(.coerce(self.shape(shape)), rhs.start) }
  }

  // MARK: - Control flow

  func compileCondition(_ c: Condition, _ exits: inout [Int]) throws {
    switch c {
    case .expr(let e):
      try compileExpr(e)
      exits.append(emit(.jumpIfFalse(-1), e.start))
    case .optionalBinding(let isLet, let name, let value, let start):
      if let value {
        try compileExpr(value)
      } else {
        try compileExpr(Expr(name == "self" ? .selfRef : .name(name), start, start))
      }
      exits.append(emit(.unwrapOrJump(-1), start))
      let l = declareLocal(name, isLet: isLet)
      storeNew(l, start)
    case .casePattern(let p, let value, let start):
      try refuseLiteralPatterns(on: value)
      try compileCaseCondition(p, value, at: start, fails: &exits)
    }
  }

  func compileIf(_ conds: [Condition], _ then: [Stmt], _ els: [Stmt]?, _ s: Stmt) throws {
    pushScope()
    var exits: [Int] = []
    for c in conds { try compileCondition(c, &exits) }
    try compileBlock(then)
    let slots = try popScope(s.end)
    let skip = emit(.jump(-1), s.end)
    // A condition that failed may have left a temporary behind (`if case .a(let x) = make()`).
    for j in exits { patch(j) }
    clearSlots(slots, s.end)
    if let els { try compileBlock(els) }
    patch(skip)
  }

  func compileGuard(_ conds: [Condition], _ body: [Stmt], _ s: Stmt) throws {
    guard let last = body.last, exitsScope(last) else {
      throw error(
        "the 'guard' body must not fall through", at: s.start,
        hint: "end the else block with return, break, continue or throw")
    }
    var exits: [Int] = []
    for c in conds { try compileCondition(c, &exits) }
    let skip = emit(.jump(-1), s.start)
    for j in exits { patch(j) }
    try compileBlock(body)
    patch(skip)
  }

  func exitsScope(_ s: Stmt) -> Bool {
    switch s.kind {
    case .returnStmt, .breakStmt, .continueStmt, .throwStmt: return true
    case .expr(let e):
      if case .call(let c, _) = e.kind, case .name(let n) = c.kind {
        return ["fatalError", "preconditionFailure"].contains(n)
      }
      return false
    case .ifStmt(_, let then, let els?):
      return (then.last.map(exitsScope) ?? false) && (els.last.map(exitsScope) ?? false)
    default: return false
    }
  }

  func compileWhile(_ conds: [Condition], _ body: [Stmt], label: String?, _ s: Stmt) throws {
    let top = here
    fn.loops.append(
      LoopContext(label: label, scopeDepth: fn.scopes.count, cleanupMark: fn.cleanups.count, isSwitch: false))
    pushScope()
    var exits: [Int] = []
    for c in conds { try compileCondition(c, &exits) }
    try compileBlock(body)
    // Each pass's bindings and locals die at its end; `continue` and `break` clear them as they jump.
    let slots = try popScope(s.end)
    let loop = fn.loops.removeLast()
    for j in loop.continues { fn.proto.code[j] = .loopJump(top) }
    emit(.loopJump(top), s.end)
    for j in exits { patch(j) }
    if !exits.isEmpty { clearSlots(slots, s.end) }
    for j in loop.breaks { patch(j) }
  }

  func compileRepeat(_ body: [Stmt], _ cond: Expr, label: String?, _ s: Stmt) throws {
    let top = here
    fn.loops.append(
      LoopContext(label: label, scopeDepth: fn.scopes.count, cleanupMark: fn.cleanups.count, isSwitch: false))
    try compileBlock(body)
    let loop = fn.loops.removeLast()
    for j in loop.continues { patch(j) }
    try compileExpr(cond)
    let exit = emit(.jumpIfFalse(-1), cond.start)
    emit(.jump(top), s.end)
    patch(exit)
    for j in loop.breaks { patch(j) }
  }

  func compileFor(
    _ pattern: Pattern, _ seq: Expr, _ filter: Expr?, _ body: [Stmt], isAwait: Bool, isVar: Bool = false,
    label: String?, _ s: Stmt
  ) throws {
    try compileExpr(seq)
    emit(.makeIterator, seq.start)
    let it = hiddenSlot()
    emit(.storeLocal(it), seq.start)
    if fn.isScript && topLevelAwaits && !isAwait {
      // In a script whose top level awaits, Swift's async top-level code keeps a loop's
      // iterator, and so its sequence (an array of objects), alive to the end of the program:
      // their deinits never run, also after the loop or its enclosing `do` block ended (verified
      // against Swift 6.3.1). A hidden global, which nothing releases, holds it too.
      emit(.loadLocal(it), seq.start)
      emit(.storeGlobal(program.global("$iterator@\(seq.start)", isLet: true)), seq.start)
    }
    let top = here
    let next = emit(isAwait ? .iterNextAsync(slot: it, target: -1) : .iterNext(slot: it, target: -1), s.start)
    fn.loops.append(
      LoopContext(label: label, scopeDepth: fn.scopes.count, cleanupMark: fn.cleanups.count, isSwitch: false))
    pushScope()
    var skips: [Int] = []
    if pattern.isIrrefutable {
      try bind(
        pattern, isLet: !isVar, shape: nil, s.start, namesObjects: false,
        type: elementType(of: seq) ?? textElementType(seq))
    } else {
      // `for case let x? in xs`: elements that do not match are skipped.
      let element = hiddenSlot()
      emit(.storeLocal(element), s.start)
      try compileMatch(pattern, slot: element, at: s.start, fails: &skips)
    }
    if let filter {
      try compileExpr(filter)
      skips.append(emit(.jumpIfFalse(-1), filter.start))
    }
    try compileBlock(body)
    // The element and the body's locals die at the end of each pass (an element the pattern or
    // `where` skipped too); `continue` and `break` clear them as they jump.
    try popScope(s.end) { for j in skips { patch(j) } }
    let loop = fn.loops.removeLast()
    for j in loop.continues { patch(j) }
    if case .iterNextStore = fn.proto.code[top] { emit(.forJump(top), s.end) } else { emit(.jump(top), s.end) }
    patch(next)
    for j in loop.breaks { patch(j) }
    emit(.clearLocal(it), s.end)
  }

  /// Whether top-level code (outside functions, closures and types) has an `await`, a
  /// `for await` loop.
  static func awaits(atTopLevelOf stmts: [Stmt]) -> Bool {
    var found = false
    var walk = SyntaxWalk()
    walk.visitStmt = { s, context in
      guard context == .topLevel else { return }
      if case .forIn(_, _, _, _, true, _, _) = s.kind { found = true }
    }
    walk.visitExpr = { e, context in
      if context == .topLevel, case .await = e.kind { found = true }
    }
    walk.walk(stmts)
    return found
  }

  func compileJumpOut(isBreak: Bool, label: String?, _ offset: Int) throws {
    let index: Int?
    if let label {
      index = fn.loops.lastIndex { $0.label == label }
      if index == nil { throw error("cannot find a loop labeled '\(label)'", at: offset) }
    } else if isBreak {
      index = fn.loops.indices.last
    } else {
      index = fn.loops.lastIndex { !$0.isSwitch }
    }
    guard let i = index else {
      throw error(
        "'\(isBreak ? "break" : "continue")' is only allowed inside a loop\(isBreak ? " or switch" : "")", at: offset)
    }
    try emitCleanups(downTo: fn.loops[i].cleanupMark)
    clearSlots(fn.scopeSlots[fn.loops[i].scopeDepth...].flatMap { $0 }, offset)
    let j = emit(.jump(-1), offset)
    if isBreak { fn.loops[i].breaks.append(j) } else { fn.loops[i].continues.append(j) }
  }
}
