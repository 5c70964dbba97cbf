/// Declarations: the script entry point, types (classes, structs, enums with their stored,
/// computed and observed properties), functions, closures and initializers.
extension Compiler {
  /// Compiles a lesson (or one REPL entry) into a script function. Types and functions are
  /// declared first, so code may use them before the line that declares them, as in Swift.
  public func compileScript(_ written: [Stmt], name: String = "<script>") throws -> FunctionProto {
    let stmts = try hoistingOperatorFunctions(written)
    let proto = FunctionProto(name: name, kind: .script, file: file, start: 0)
    proto.isAsync = true
    proto.isMainActor = true
    let state = FunctionState(proto: proto, parent: nil, isScript: true)
    state.capturedNames = capturedNames(in: stmts)
    fn = state
    steps = []
    scriptStatements = stmts
    topLevelAwaits = Compiler.awaits(atTopLevelOf: stmts)
    readValueUses = nil
    _ = valueUses  // notes a long string literal for the entries that follow
    noteImports(stmts)
    noteURLBindings(stmts)
    try checkAttributes(stmts)
    try checkRedeclarations(stmts)
    collectSignatures(stmts)
    try collectAutoclosures(stmts)
    collectDeclaredMembers(stmts)
    let types = try declareTypes(stmts)
    try checkExtensionsShadowingBuiltins(stmts)
    try checkDumpAfterDeclaringTypes(stmts)
    scriptFunctions = []
    var functionCounts: [String: Int] = [:]
    for s in stmts { if case .function(let f) = s.kind { functionCounts[f.name, default: 0] += 1 } }
    var overloadsSeen: Set<Int> = []
    for s in stmts {
      if case .function(let f) = s.kind {
        let g = program.global(f.name, isLet: true)
        program.functionGlobals.insert(g)
        scriptFunctions.insert(g)
        // Overloads of one name have no one result type.
        // A generic function's result (`[T]`) names its parameters, not types.
        if functionCounts[f.name] == 1, f.genericParams.isEmpty, let r = f.returnType {
          program.functionResultTypes[g] = r
        }
        // Its arguments' static types bind them (`Compiler+InitializerTypeArguments.swift`).
        if functionCounts[f.name] == 1, !f.genericParams.isEmpty, f.returnType != nil {
          program.genericFunctions[g] = f
        }
        if functionCounts[f.name] == 1, f.genericParams.isEmpty { program.singleFunctions[g] = f }
        if functionCounts[f.name] == 1, !f.genericParams.isEmpty {
          program.typeArgumentFunctions[g] = f
          program.typeArgumentFunctionNames.insert(f.name)
        }
        // A REPL entry's declarations replace an earlier entry's.
        if !overloadsSeen.contains(g) { program.typeArgumentOverloads[g] = nil }
        overloadsSeen.insert(g)
        if functionCounts[f.name, default: 0] > 1 {
          program.typeArgumentOverloads[g, default: []].append(f)  // `Compiler+OverloadTypeArguments.swift`
          program.typeArgumentFunctions[g] = nil
          if !f.genericParams.isEmpty { program.typeArgumentOverloadNames.insert(f.name) }
        }
      }
      if case .variable(let v) = s.kind {
        if v.modifiers.isLazy { throw error("'lazy' cannot be used on an already-lazy global", at: v.start) }
        let readOnly = v.isLet || (v.accessors?.getter != nil && v.accessors?.setter == nil)
        for name in v.pattern.names {
          let g = program.global(name, isLet: readOnly, shape: shape(for: v.type, v.initializer))
          program.functionGlobals.remove(g)  // a REPL entry's `var f` in place of an earlier `func f`
          // The functions are compiled before the script's statements: one that appends to a
          // global declared `[(word: String, n: Int)]` converts to its labels too.
          if case .name = v.pattern, let t = v.type { program.globalTypes[g] = t }
          if v.isImplicitlyUnwrapped {
            program.hasImplicitlyUnwrapped = true
            program.implicitlyUnwrappedGlobals.insert(g)
          }
          try declareGlobalAccessors(v, g)
        }
      }
    }
    try compileTypes(types, stmts)
    for s in stmts {
      if case .variable(let v) = s.kind { try compileGlobalAccessors(v) }
      if case .function(let f) = s.kind {
        let p = try compileFunction(f, kind: .function, selfType: nil, parent: nil)
        let g = program.global(f.name, isLet: true)
        if case .closure(let first) = program.globals[g], first.proto.kind == .function, first.proto.file === file {
          try checkOverload(p, beside: first.proto, at: f.start, types: f.params.map(\.type))
          first.proto.addOverload(p)  // `func g(x:)` beside `func g(y:)`
        } else {
          program.globals[g] = .closure(Closure(proto: p, captures: []))
        }
        program.noteFunction(g)
      }
    }
    var narration: [String] = []
    for s in stmts {
      if case .narration(let text) = s.kind {
        narration.append(text)
        continue
      }
      let isDecl: Bool
      switch s.kind {
      case .function, .type, .extensionDecl, .protocolDecl, .ignored, .typeAlias: isDecl = true
      default: isDecl = false
      }
      steps.append(
        StepInfo(
          index: steps.count, start: s.start, end: s.end, line: file.line(of: s.start), narration: narration,
          isDeclaration: isDecl))
      narration = []
      emit(.step(steps.count - 1), s.start)
      if let g = echoGlobal, s.start == stmts.last?.start, case .expr(let e) = s.kind {
        // The REPL echoes the value of an entry that ends with an expression (`$R0: Int = 3`).
        try compileExpr(e)
        emit(.storeGlobal(g), s.start)
        continue
      }
      try compileStatement(s)
    }
    if !narration.isEmpty {
      let end = file.bytes.count
      steps.append(
        StepInfo(
          index: steps.count, start: end, end: end, line: file.line(of: max(0, end - 1)), narration: narration,
          isDeclaration: true))
      emit(.step(steps.count - 1), end)
    }
    try closeCleanups(downTo: 0)  // top-level `defer`s
    try checkTypeParametersUsedAsValues(stmts)
    noteOwnerFields()  // `var box: Box<T>` in `Store<T>` (`Compiler+OwnerTypeArguments.swift`)
    emit(.pushVoid, file.bytes.count)
    emit(.ret, file.bytes.count)
    return proto
  }

  /// Compiles a free function or a local function.
  func compileFunction(
    _ f: FunctionDecl, kind: FunctionProto.Kind, selfType: NominalType?, parent: FunctionState?, isStatic: Bool = false
  ) throws -> FunctionProto {
    let p = FunctionProto(name: f.name, kind: kind, file: file, start: f.start)
    p.isStatic = isStatic
    // A local function runs where it is declared; a top-level one off the main actor unless marked.
    p.isMainActor = f.modifiers.has("MainActor") || (parent.map { !$0.isScript && $0.proto.isMainActor } ?? false)
    p.declaredLabels = f.params.map(\.label)
    p.declaredTypes = f.params.map(\.type)
    p.declaredResult = f.returnType
    p.declaredUnfoldTypes = unfoldTypeNames(result: f.returnType, firstParameter: f.params.first?.type)
    try fillFunction(
      p, params: f.params, returnType: f.returnType, body: f.body, selfType: selfType, parent: parent,
      isStatic: isStatic, isAsync: f.isAsync, implicitReturn: kind == .getter, generics: f.genericParams)
    return p
  }

  /// Two functions of one name with the same labels must differ in their parameter types
  /// (`f(_ x: Int)`, `f(_ x: String)`), which each call then checks (`OverloadResolution.swift`).
  func checkOverload(_ p: FunctionProto, beside existing: FunctionProto, at offset: Int, types: [TypeExpr?]) throws {
    for q in existing.overloads ?? [existing] where q.declaredLabels == p.declaredLabels {
      let name = p.name + "(" + p.declaredLabels.map { ($0 ?? "_") + ":" }.joined() + ")"
      if q.declaredTypes == types && q.declaredResult == p.declaredResult {
        throw error("invalid redeclaration of '\(name)'", at: offset)
      }
    }
  }

  /// Fills in a function's code: parameters, default values, field initializers (for `init`), body.
  func fillFunction(
    _ p: FunctionProto, params: [Parameter], returnType: TypeExpr?, body: [Stmt], selfType: NominalType?,
    parent: FunctionState?, mutating: Bool = false, isStatic: Bool = false, isAsync: Bool = false,
    isInit: Bool = false, fieldInitializers d: TypeDecl? = nil, skipInitialValuesOfParams: Bool = false,
    implicitReturn: Bool = false, builder: Bool = false, ownStorage: FunctionState.OwnStorage? = nil,
    generics: [String] = []
  ) throws {
    let saved = fn
    defer { fn = saved }
    let state = FunctionState(proto: p, parent: parent)
    state.ownStorage = ownStorage
    state.selfType = selfType
    state.isInitializer = isInit
    p.owner = selfType
    p.isAsync = isAsync
    if let selfType, selfType.isMainActor, !p.isNonisolated { p.isMainActor = true }
    p.isStatic = isStatic
    state.capturedNames = capturedNames(in: body)
    fn = state
    if selfType != nil {
      state.ownsSelf = true
      state.selfIsMutable = mutating && !isStatic
      // A mutating method of a struct or enum whose closures may change `self` (`keys.forEach {
      // items[$0] = nil }`: a non-escaping closure changes the caller's value, as Swift's inout
      // `self` does): `self` is a cell, read back when the method returns.
      let selfIsCell =
        state.selfIsMutable && !isInit && !(selfType is ClassInfo) && state.capturedNames.contains("self")
      state.scopes[0]["self"] = Local(slot: 0, isCell: selfIsCell, isLet: !state.selfIsMutable, shape: nil)
      if selfIsCell {
        emit(.loadLocal(0), p.start)
        emit(.newCell(0), p.start)
      }
    }
    unifyGenericOptionals(generics, params)
    wrapForOptionalTypeArguments(selfType, params, generics: generics)
    for param in params {
      p.paramIsInout.append(param.isInout)
      p.paramIsVariadic.append(param.isVariadic)
      p.paramLabels.append(param.label.map { program.symbol($0) })
      p.paramLabelNames.append(param.label)
      p.paramTypes.append(param.type)
      p.paramNames.append(param.name)
      p.paramShapes.append(shape(for: param.type))
      p.paramHasDefault.append(param.defaultValue != nil)
      if case .function? = param.type { p.paramIsFunction.append(true) } else { p.paramIsFunction.append(false) }
      // An `inout` parameter is a variable; its final value goes back to the caller's storage.
      let local = declareLocal(param.name, isLet: !param.isInout, shape: shape(for: param.type), type: param.type)
      if isPlainArray(param.type), !local.isCell {
        // `f(xs.reversed())` for `f(_ a: [Int])`: an array, as Swift's overload picks.
        emit(.loadLocal(local.slot), param.start)
        emit(.coerce(shape(.sequenceArray)), param.start)
        emit(.storeLocal(local.slot), param.start)
      }
      if local.isCell {
        emit(.loadLocal(local.slot), param.start)
        emit(.newCell(local.slot), param.start)
      }
    }
    takeFunctionTypeArguments(generics, at: p.start)
    try bindGenericParameters(generics, params, body: body)
    p.returnShape = shape(for: returnType)
    state.returnType = returnType
    for (k, param) in params.enumerated() {
      guard let def = param.defaultValue else { continue }
      let slot = k + 1
      let j = emit(.jumpIfPresent(slot: slot, target: -1), param.start)
      if let t = param.type { noteResultContext(def, t) }
      try compileExpr(def)
      if let s = p.paramShapes[k] { emit(.coerce(shape(s)), param.start) }
      emit(.storeLocal(slot), param.start)
      patch(j)
    }
    if let d, let t = selfType {
      let paramNames = Set(params.map(\.name))
      for m in d.members {
        guard case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter == nil,
          case .name(let name) = v.pattern, let field = t.fieldsByName[name]
        else { continue }
        if skipInitialValuesOfParams && paramNames.contains(name) && !v.isLet { continue }
        if v.modifiers.isLazy { continue }  // computed on first read
        if let initial = v.initializer {
          if let t = v.type { noteResultContext(initial, t) }
          try compileExpr(initial)
        } else if v.modifiers.attributes.contains(where: { $0.hasPrefix("Environment") }) {
          emit(.pushNull, v.start)  // the host injects the environment object before each body
        } else if case .optional? = v.type, !v.isLet {
          emit(.pushNull, v.start)  // an optional `var` starts as nil
        } else {
          continue
        }
        if let s = field.shape { emit(.coerce(shape(s)), v.start) }
        emit(.initField(field.index), v.start)
      }
    }
    if isInit, let d, let cls = selfType as? ClassInfo {
      state.uninitialized = uninitializedFields(d, cls)
      state.initBodyDepth = state.scopes.count
    }
    try compileBody(body, implicitReturn: implicitReturn || returnType != nil, builder: builder)
    try closeCleanups(downTo: 0)  // the function's own `defer`s, on falling off its end
    if let r = returnType, r != .named("Void", []), r != .tuple([], labels: nil), !isInit {
      emit(.missingReturn(string(p.name)), body.last?.end ?? p.start)
    } else {
      emit(.pushVoid, p.start)
      emit(.ret, p.start)
    }
    shortenReturns()
  }

  /// A function body; a single expression is its result (SE-0255). A view builder body (a
  /// `View`'s `body`, a `VStack { ... }` closure) collects the value of every expression
  /// statement instead, unless it says `return` itself (as Swift's result builders do).
  /// What a class's init must initialize before `self` is whole: its stored properties without
  /// an initial value (an optional `var` starts as nil), and `super.init` for a subclass.
  func uninitializedFields(_ d: TypeDecl, _ cls: ClassInfo) -> Set<String> {
    var out: Set<String> = cls.superclass == nil ? [] : ["super.init"]
    for m in d.members {
      guard case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter == nil, !v.modifiers.isLazy,
        case .name(let name) = v.pattern, cls.fieldsByName[name] != nil, v.initializer == nil
      else { continue }
      if case .optional? = v.type, !v.isLet { continue }
      if v.modifiers.attributes.contains(where: { $0.hasPrefix("Environment") }) { continue }
      out.insert(name)
    }
    return out
  }

  func compileBody(_ body: [Stmt], implicitReturn: Bool, builder: Bool = false) throws {
    if builder && !body.contains(where: { if case .returnStmt = $0.kind { return true } else { return false } }) {
      let slot = hiddenSlot()
      let at = body.first?.start ?? fn.proto.start
      emit(.makeArray(0), at)
      emit(.storeLocal(slot), at)
      try compileBuilderStatements(body, slot)
      emit(.builderResult(slot), body.last?.end ?? at)
      emit(.ret, body.last?.end ?? at)
      return
    }
    if implicitReturn, body.count == 1, isValueStatement(body[0]) {
      let e = Expr(.statementValue(body[0]), body[0].start, body[0].end)
      try compileExpr(e)
      if let s = fn.proto.returnShape { emit(.coerce(shape(s)), e.start) }
      emit(.ret, e.start)
      return
    }
    if implicitReturn, body.count == 1, case .expr(let e) = body[0].kind {
      if let t = fn.returnType { noteResultContext(e, t) }
      try compileExpr(e)
      if let s = fn.proto.returnShape { emit(.coerce(shape(s)), e.start) }
      emitArrayContext(fn.returnType, for: e)
      emit(.ret, e.start)
      return
    }
    try compileBlock(body, newScope: false)
  }

  /// The statements of a view builder: expression statements become the builder's children;
  /// `if`/`else` choose children; other statements run as usual.
  func compileBuilderStatements(_ body: [Stmt], _ slot: Int) throws {
    pushScope()
    for s in body {
      switch s.kind {
      case .expr(let e):
        emit(.statement, s.start)
        try compileExpr(e)
        emit(.builderAppend(slot), s.start)
      case .ifStmt(let conds, let then, let els):
        emit(.statement, s.start)
        pushScope()
        var exits: [Int] = []
        for c in conds { try compileCondition(c, &exits) }
        try compileBuilderStatements(then, slot)
        try popScope(s.end)
        if let els {
          let skip = emit(.jump(-1), s.end)
          for j in exits { patch(j) }
          try compileBuilderStatements(els, slot)
          patch(skip)
        } else {
          for j in exits { patch(j) }
        }
      default:
        try compileStatement(s)
      }
    }
    try popScope(body.last?.end ?? fn.proto.start)
  }

  /// A closure expression: compiles its body as a nested function and emits `makeClosure`.
  func compileClosure(_ c: ClosureExpr, builder: Bool = false) throws {
    if !c.captureList.isEmpty {
      // The capture list's values are taken now, into locals of a scope around the closure that
      // shadow the names; the closure captures those. `weak` ones live in weak cells (an
      // Optional inside), `unowned` ones in cells that do not keep the object alive either.
      pushScope()
      for entry in c.captureList {
        if let v = entry.value {
          try compileExpr(v)
        } else if entry.name == "self" {
          try emitSelf(entry.start)
        } else {
          try compileName(entry.name, Expr(.name(entry.name), entry.start, entry.start))
        }
        switch entry.ownership {
        case .strong: storeNew(declareLocal(entry.name, isLet: true), entry.start)
        case .weak: emit(.newWeakCell(declareLocal(entry.name, isLet: false, forceCell: true).slot), entry.start)
        case .unowned: emit(.newUnownedCell(declareLocal(entry.name, isLet: true, forceCell: true).slot), entry.start)
        }
      }
      try compileClosureBody(c, builder: builder)
      try popScope(c.start)
      return
    }
    try compileClosureBody(c, builder: builder)
  }

  private func compileClosureBody(_ c: ClosureExpr, builder: Bool) throws {
    let p = FunctionProto(name: c.isAutoclosure ? "autoclosure" : "closure", kind: .closure, file: file, start: c.start)
    p.isMainActor = fn.proto.isMainActor  // a closure runs in the isolation it is made in
    let state = FunctionState(proto: p, parent: fn)
    state.capturedNames = capturedNames(in: c.body)
    let saved = fn!
    fn = state
    let savedAwaitDepth = awaitDepth
    awaitDepth = 0
    do {
      defer {
        fn = saved
        awaitDepth = savedAwaitDepth
      }
      var names = c.params.map(\.name)
      // `{ [weak self] in self?.results = $0 }`: a capture list alone is no parameter list.
      if !c.hasParamList || (c.params.isEmpty && !c.captureList.isEmpty && c.returnType == nil) {
        let n = dollarCount(in: c.body)
        names = (0..<n).map { "$\($0)" }
      }
      let declared = closureParamTypes.removeValue(forKey: c.start) ?? []
      for (k, name) in names.enumerated() {
        let type = k < declared.count ? declared[k] : (k < c.params.count ? c.params[k].type : nil)
        p.paramLabels.append(nil)
        p.paramLabelNames.append(nil)
        p.paramNames.append(name)
        // A Double parameter (written, or from the context's function type) takes an Int
        // argument as a Double, as a function's does.
        p.paramShapes.append(type.map(isDoubleType) == true ? .double : nil)
        p.paramHasDefault.append(false)
        p.paramIsFunction.append(false)
        p.paramIsInout.append(false)
        p.paramIsVariadic.append(false)
        // Closure parameters may be `inout` (`withLock { $0.append(x) }`); Swift's type checker
        // rejects writes to the others, so treating all as variables changes no valid program.
        let l = declareLocal(name, isLet: false, type: type)
        if l.isCell {
          // Captured by a nested closure (`c in [1].forEach { c.yield($0) }`): it lives in a cell.
          emit(.loadLocal(l.slot), c.start)
          emit(.newCell(l.slot), c.start)
        }
      }
      // `{ Cache() }` given where a `() -> Cache<String>` goes: that result, as if written.
      let result = c.returnType ?? closureResultTypes.removeValue(forKey: c.start)
      p.returnShape = shape(for: result)
      // `{ 3 / 2 }` as a `() -> Double`: its literals are Doubles (`Compiler+LiteralArithmetic.swift`).
      if let result, c.body.count == 1, case .expr(let e) = c.body[0].kind { noteResultContext(e, result) }
      p.declaredUnfoldTypes = unfoldTypeNames(
        result: c.returnType, firstParameter: declared.first ?? c.params.first?.type)
      try compileBody(c.body, implicitReturn: true, builder: builder)
      try closeCleanups(downTo: 0)
      emit(.pushVoid, c.start)
      emit(.ret, c.start)
    }
    fn.proto.nested.append(p)
    emit(.makeClosure(fn.proto.nested.count - 1), c.start)
  }
}

extension Compiler {
  /// The names of a declared `-> T?`'s `T` and of a first parameter's type
  /// (`FunctionProto.declaredUnfoldTypes`).
  func unfoldTypeNames(result: TypeExpr?, firstParameter: TypeExpr?) -> FunctionProto.UnfoldTypeNames {
    var names = FunctionProto.UnfoldTypeNames()
    switch result {
    case .optional(let w)?: names.element = staticTypeName(w)
    case .named("Optional", let args)? where args.count == 1: names.element = staticTypeName(args[0])
    default: break
    }
    names.state = firstParameter.flatMap { staticTypeName($0) }
    return names
  }
}

/// A `static let` whose initial value runs on first use.
final class LazyStatic: HostObject {
  let initializer: FunctionProto
  init(initializer: FunctionProto) { self.initializer = initializer }
}
