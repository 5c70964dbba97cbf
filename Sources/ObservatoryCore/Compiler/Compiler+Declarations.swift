/// Declarations: the script entry point, types (classes, structs, enums with their stored,
/// computed and observed properties), functions, closures and initializers.
extension Compiler {
  /// Compiles a lesson (or one REPL entry) into a script function. Types and functions are
  /// declared first, so code may use them before the line that declares them, as in Swift.
  public func compileScript(_ stmts: [Stmt], name: String = "<script>") throws -> FunctionProto {
    let proto = FunctionProto(name: name, kind: .script, file: file, start: 0)
    proto.isAsync = true
    let state = FunctionState(proto: proto, parent: nil, isScript: true)
    state.capturedNames = capturedNames(in: stmts)
    fn = state
    steps = []
    collectDeclaredMembers(stmts)
    let types = collectTypes(stmts)
    for t in types { try declareType(t) }
    for t in types { try declareMembers(t) }
    for s in stmts {
      if case .function(let f) = s.kind { program.global(f.name, isLet: true) }
      if case .variable(let v) = s.kind {
        for name in v.pattern.names { program.global(name, isLet: v.isLet, shape: shape(for: v.type, v.initializer)) }
      }
    }
    for t in types { try compileMembers(t) }
    for s in stmts {
      if case .function(let f) = s.kind {
        let p = try compileFunction(f, kind: .function, selfType: nil, parent: nil)
        program.globals[program.global(f.name, isLet: true)] = .closure(Closure(proto: p, captures: []))
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
      case .function, .type, .extensionDecl, .ignored: isDecl = true
      default: isDecl = false
      }
      steps.append(
        StepInfo(
          index: steps.count, start: s.start, end: s.end, line: file.line(of: s.start), narration: narration,
          isDeclaration: isDecl))
      narration = []
      emit(.step(steps.count - 1), s.start)
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
    emit(.pushVoid, file.bytes.count)
    emit(.ret, file.bytes.count)
    return proto
  }

  /// Type declarations anywhere in the script body are hoisted to globals.
  func collectTypes(_ stmts: [Stmt]) -> [TypeDecl] {
    var out: [TypeDecl] = []
    func visit(_ ss: [Stmt]) {
      for s in ss {
        switch s.kind {
        case .type(let t): out.append(t)
        case .doStmt(let body, _): visit(body)
        default: break
        }
      }
    }
    visit(stmts)
    return out
  }

  func declareType(_ d: TypeDecl) throws {
    let t: NominalType
    switch d.kind {
    case .class, .actor:
      let cls = ClassInfo(
        name: d.name, isObservable: d.modifiers.has("Observable"),
        isObservableObject: d.inherited.contains("ObservableObject"))
      t = cls
    case .struct: t = StructType(name: d.name)
    case .enum: t = EnumType(name: d.name)
    }
    t.conformances = Set(d.inherited)
    t.genericParams = d.genericParams
    t.equatableGenericParams = d.equatableGenericParams
    if d.modifiers.has("Observable") && d.kind == .struct {
      throw error(
        "'@Observable' can only be applied to a class", at: d.start, hint: "write '@Observable final class \(d.name)'")
    }
    if d.modifiers.has("Observable") && d.inherited.contains("ObservableObject") {
      throw error(
        "a class cannot be both '@Observable' and 'ObservableObject' in the playground", at: d.start,
        hint: "pick one: @Observable for the Observation framework, ObservableObject for the legacy model")
    }
    program.globals[program.global(d.name, isLet: true)] = .type(t)
  }

  /// Registers fields and member names (without compiling bodies), so methods can refer to any member.
  func declareMembers(_ d: TypeDecl) throws {
    guard let t = program.nominalType(d.name) else { return }
    try declareMembers(d.members, of: t, isObservable: (t as? ClassInfo)?.isObservable ?? false)
  }

  func declareMembers(_ members: [Member], of t: NominalType, isObservable: Bool) throws {
    for m in members {
      switch m {
      case .property(let v):
        guard case .name(let name) = v.pattern else {
          throw error("a property must be a single name", at: v.start)
        }
        let sym = program.symbol(name)
        if v.modifiers.isStatic {
          t.staticMembers[sym] = .missing
          continue
        }
        if let acc = v.accessors, acc.getter != nil {
          let g = FunctionProto(name: name, kind: .getter, file: file, start: v.start)
          let s = acc.setter != nil ? FunctionProto(name: name, kind: .setter, file: file, start: v.start) : nil
          t.members[sym] = .computed(getter: g, setter: s)
          continue
        }
        if t is EnumType { throw error("enums cannot have stored properties", at: v.start) }
        let ignored = v.modifiers.has("ObservationIgnored")
        if isObservable && v.modifiers.has("Published") && !ignored {
          throw error(
            "'@Published' cannot be used in an '@Observable' class: both want to generate the storage '_\(name)'",
            at: v.start, hint: "drop @Published; @Observable already tracks the property")
        }
        let field = FieldInfo(
          name: name, index: t.fields.count, isLet: v.isLet, isTracked: isObservable && !v.isLet && !ignored,
          isPublished: v.modifiers.has("Published"), shape: shape(for: v.type, v.initializer), declaredType: v.type,
          gate: v.type.map { gate(for: $0, owner: t) } ?? staticGate(of: v.initializer, owner: t),
          attributes: v.modifiers.attributes)
        t.addField(field, symbol: sym)
      case .method(let f):
        let p = FunctionProto(name: f.name, kind: .method, file: file, start: f.start)
        p.isMutating = f.modifiers.isMutating
        p.isStatic = f.modifiers.isStatic
        if f.modifiers.isMutating { program.mutatingMethodNames.insert(f.name) }
        if f.modifiers.isStatic {
          t.staticMembers[program.symbol(f.name)] = .closure(Closure(proto: p, captures: []))
          if f.name == "==" { t.equalsFunction = p }
        } else {
          t.members[program.symbol(f.name)] = .method(p)
        }
      case .enumCase(let name, let payload, _):
        guard let e = t as? EnumType else { continue }
        e.caseIndexByName[name] = e.cases.count
        e.cases.append(EnumType.Case(name: name, payloadCount: payload.count))
      case .initializer, .deinitializer: break
      case .nestedType(let n):
        throw error(
          "nested types are not supported by the playground", at: n.start, hint: "declare '\(n.name)' at the top level")
      }
    }
  }

  /// Compiles methods, accessors and initializers of a declared type.
  func compileMembers(_ d: TypeDecl) throws {
    guard let t = program.nominalType(d.name) else { return }
    try compileMembers(d.members, of: t, declaration: d)
  }

  func compileMembers(_ members: [Member], of t: NominalType, declaration d: TypeDecl?) throws {
    var inits: [FunctionDecl] = []
    for m in members {
      switch m {
      case .property(let v):
        guard case .name(let name) = v.pattern else { continue }
        let sym = program.symbol(name)
        if v.modifiers.isStatic {
          // Static stored properties are initialized lazily, on first use, as in Swift.
          if let acc = v.accessors, let getter = acc.getter {
            let decl = FunctionDecl(
              name: name, params: [], returnType: v.type, body: getter, modifiers: v.modifiers, isAsync: false,
              isThrowing: false, genericParams: [], start: v.start)
            let p = try compileFunction(decl, kind: .getter, selfType: t, parent: nil, isStatic: true)
            t.staticMembers[sym] = .native(
              NativeFunction(name) { vm, _, _ in try vm.callProto(p, receiver: .type(t), []) })
          } else if let initial = v.initializer {
            let decl = FunctionDecl(
              name: name, params: [], returnType: v.type,
              body: [Stmt(.returnStmt(initial), initial.start, initial.end)], modifiers: v.modifiers,
              isAsync: false, isThrowing: false, genericParams: [], start: v.start)
            let p = try compileFunction(decl, kind: .getter, selfType: t, parent: nil, isStatic: true)
            t.staticMembers[sym] = .host(LazyStatic(initializer: p))
          }
          continue
        }
        if case .computed(let g, let s)? = t.member(sym), let acc = v.accessors {
          let isViewBody = (name == "body" && t.conformances.contains("View")) || v.modifiers.has("ViewBuilder")
          try fillFunction(
            g, params: [], returnType: v.type, body: acc.getter ?? [], selfType: t, parent: nil, implicitReturn: true,
            builder: isViewBody)
          if let s, let setter = acc.setter {
            let param = Parameter(
              label: nil, name: acc.setterName, type: v.type, defaultValue: nil, isInout: false, start: v.start)
            try fillFunction(
              s, params: [param], returnType: nil, body: setter, selfType: t, parent: nil, mutating: true)
          }
        } else if let field = t.fieldsByName[name], let acc = v.accessors {
          if let w = acc.willSet {
            let p = FunctionProto(name: "willSet", kind: .observer, file: file, start: v.start)
            let param = Parameter(
              label: nil, name: acc.setterName, type: v.type, defaultValue: nil, isInout: false, start: v.start)
            try fillFunction(p, params: [param], returnType: nil, body: w, selfType: t, parent: nil, mutating: true)
            field.willSetObserver = p
          }
          if let ds = acc.didSet {
            let p = FunctionProto(name: "didSet", kind: .observer, file: file, start: v.start)
            let param = Parameter(
              label: nil, name: "oldValue", type: v.type, defaultValue: nil, isInout: false, start: v.start)
            try fillFunction(p, params: [param], returnType: nil, body: ds, selfType: t, parent: nil, mutating: true)
            field.didSetObserver = p
          }
        }
      case .method(let f):
        let p: FunctionProto?
        if f.modifiers.isStatic, case .closure(let c)? = t.staticMembers[program.symbol(f.name)] {
          p = c.proto
        } else if case .method(let m)? = t.members[program.symbol(f.name)] {
          p = m
        } else {
          p = nil
        }
        if let p {
          try fillFunction(
            p, params: f.params, returnType: f.returnType, body: f.body, selfType: t, parent: nil,
            mutating: f.modifiers.isMutating || t is ClassInfo, isStatic: f.modifiers.isStatic, isAsync: f.isAsync,
            builder: f.modifiers.has("ViewBuilder"))
        }
      case .initializer(let f): inits.append(f)
      case .deinitializer(let body, let start):
        guard let cls = t as? ClassInfo else { throw error("'deinit' is only allowed in a class", at: start) }
        let p = FunctionProto(name: "deinit", kind: .deinitializer, file: file, start: start)
        try fillFunction(p, params: [], returnType: nil, body: body, selfType: t, parent: nil, mutating: true)
        cls.deinitializer = p
      case .enumCase, .nestedType: break
      }
    }
    guard let d else { return }
    if t is EnumType { return }
    for f in inits {
      let p = FunctionProto(name: "init", kind: .initializer, file: file, start: f.start)
      p.isFailableInit = f.isFailableInit
      try fillFunction(
        p, params: f.params, returnType: nil, body: f.body, selfType: t, parent: nil, mutating: true,
        isInit: true, fieldInitializers: d)
      t.inits.append(p)
    }
    if inits.isEmpty { try synthesizeInit(t, d) }
  }

  /// A struct's memberwise initializer, or a class's default `init()`.
  func synthesizeInit(_ t: NominalType, _ d: TypeDecl) throws {
    var params: [Parameter] = []
    var body: [Stmt] = []
    if t is StructType {
      for m in d.members {
        guard case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter == nil,
          case .name(let name) = v.pattern
        else { continue }
        if v.isLet && v.initializer != nil { continue }
        // `@Environment(T.self)` is filled in by the view host, not by callers.
        if v.modifiers.attributes.contains(where: { $0.hasPrefix("Environment") }) { continue }
        params.append(
          Parameter(label: name, name: name, type: v.type, defaultValue: v.initializer, isInout: false, start: v.start))
        let target = Expr(.member(Expr(.selfRef, v.start, v.start), name), v.start, v.start)
        body.append(Stmt(.assign(target, "=", Expr(.name(name), v.start, v.start)), v.start, v.start))
      }
    } else {
      for m in d.members {
        if case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter == nil, v.initializer == nil,
          case .name(let name) = v.pattern, !(v.type.map { if case .optional = $0 { true } else { false } } ?? false)
        {
          throw error(
            "class '\(t.name)' has no initializers: stored property '\(name)' has no initial value", at: v.start,
            hint: "give '\(name)' an initial value, or write an init(...) that sets it")
        }
      }
    }
    let p = FunctionProto(name: "init", kind: .initializer, file: file, start: d.start)
    try fillFunction(
      p, params: params, returnType: nil, body: body, selfType: t, parent: nil, mutating: true, isInit: true,
      fieldInitializers: d, skipInitialValuesOfParams: true)
    t.inits.append(p)
  }

  /// Compiles a free function or a local function.
  func compileFunction(
    _ f: FunctionDecl, kind: FunctionProto.Kind, selfType: NominalType?, parent: FunctionState?, isStatic: Bool = false
  ) throws -> FunctionProto {
    let p = FunctionProto(name: f.name, kind: kind, file: file, start: f.start)
    p.isStatic = isStatic
    try fillFunction(
      p, params: f.params, returnType: f.returnType, body: f.body, selfType: selfType, parent: parent,
      isStatic: isStatic, isAsync: f.isAsync, implicitReturn: kind == .getter)
    return p
  }

  /// Fills in a function's code: parameters, default values, field initializers (for `init`), body.
  func fillFunction(
    _ p: FunctionProto, params: [Parameter], returnType: TypeExpr?, body: [Stmt], selfType: NominalType?,
    parent: FunctionState?, mutating: Bool = false, isStatic: Bool = false, isAsync: Bool = false,
    isInit: Bool = false, fieldInitializers d: TypeDecl? = nil, skipInitialValuesOfParams: Bool = false,
    implicitReturn: Bool = false, builder: Bool = false
  ) throws {
    let saved = fn
    defer { fn = saved }
    let state = FunctionState(proto: p, parent: parent)
    state.selfType = selfType
    state.isInitializer = isInit
    p.owner = selfType
    p.isAsync = isAsync
    p.isStatic = isStatic
    state.capturedNames = capturedNames(in: body)
    fn = state
    if selfType != nil {
      state.ownsSelf = true
      state.selfIsMutable = mutating && !isStatic
      state.scopes[0]["self"] = Local(slot: 0, isCell: false, isLet: !state.selfIsMutable, shape: nil)
    }
    for param in params {
      if param.isInout {
        throw error(
          "'inout' parameters are not supported by the playground", at: param.start,
          hint: "return the new value instead")
      }
      p.paramLabels.append(param.label.map { program.symbol($0) })
      p.paramLabelNames.append(param.label)
      p.paramNames.append(param.name)
      p.paramShapes.append(shape(for: param.type))
      p.paramHasDefault.append(param.defaultValue != nil)
      if case .function? = param.type { p.paramIsFunction.append(true) } else { p.paramIsFunction.append(false) }
      _ = declareLocal(param.name, isLet: true, shape: shape(for: param.type))
    }
    p.returnShape = shape(for: returnType)
    for (k, param) in params.enumerated() {
      guard let def = param.defaultValue else { continue }
      let slot = k + 1
      let j = emit(.jumpIfPresent(slot: slot, target: -1), param.start)
      try compileExpr(def)
      if let s = p.paramShapes[k] { emit(.coerce(s), param.start) }
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
        if let initial = v.initializer {
          try compileExpr(initial)
        } else if v.modifiers.attributes.contains(where: { $0.hasPrefix("Environment") }) {
          emit(.pushNull, v.start)  // the host injects the environment object before each body
        } else if case .optional? = v.type, !v.isLet {
          emit(.pushNull, v.start)  // an optional `var` starts as nil
        } else {
          continue
        }
        if let s = field.shape { emit(.coerce(s), v.start) }
        emit(.initField(field.index), v.start)
      }
    }
    try compileBody(body, implicitReturn: implicitReturn || returnType != nil, builder: builder)
    if let r = returnType, r != .named("Void", []), r != .tuple([], labels: nil), !isInit {
      emit(.missingReturn(p.name), body.last?.end ?? p.start)
    } else {
      emit(.pushVoid, p.start)
      emit(.ret, p.start)
    }
  }

  /// A function body; a single expression is its result (SE-0255). A view builder body (a
  /// `View`'s `body`, a `VStack { ... }` closure) collects the value of every expression
  /// statement instead, unless it says `return` itself (as Swift's result builders do).
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
    if implicitReturn, body.count == 1, case .expr(let e) = body[0].kind {
      try compileExpr(e)
      if let s = fn.proto.returnShape { emit(.coerce(s), e.start) }
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
        popScope(s.end)
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
    popScope(body.last?.end ?? fn.proto.start)
  }

  /// A closure expression: compiles its body as a nested function and emits `makeClosure`.
  func compileClosure(_ c: ClosureExpr, builder: Bool = false) throws {
    let p = FunctionProto(name: c.isAutoclosure ? "autoclosure" : "closure", kind: .closure, file: file, start: c.start)
    let state = FunctionState(proto: p, parent: fn)
    state.capturedNames = capturedNames(in: c.body)
    let saved = fn!
    fn = state
    do {
      defer { fn = saved }
      var names = c.params.map(\.name)
      if !c.hasParamList {
        let n = dollarCount(in: c.body)
        names = (0..<n).map { "$\($0)" }
      }
      for name in names {
        p.paramLabels.append(nil)
        p.paramLabelNames.append(nil)
        p.paramNames.append(name)
        p.paramShapes.append(nil)
        p.paramHasDefault.append(false)
        p.paramIsFunction.append(false)
        // Closure parameters may be `inout` (`withLock { $0.append(x) }`); Swift's type checker
        // rejects writes to the others, so treating all as variables changes no valid program.
        _ = declareLocal(name, isLet: false)
      }
      p.returnShape = shape(for: c.returnType)
      if c.weakCaptures.contains("self") {
        // `[weak self]`: inside the closure `self` is an Optional.
        try emitSelf(c.start)
        emit(.wrapOptional, c.start)
        let l = declareLocal("self", isLet: true)
        storeNew(l, c.start)
      }
      try compileBody(c.body, implicitReturn: true, builder: builder)
      emit(.pushVoid, c.start)
      emit(.ret, c.start)
    }
    fn.proto.nested.append(p)
    emit(.makeClosure(fn.proto.nested.count - 1), c.start)
  }

  // MARK: - Static types

  /// R7: the notification gate a property's declared type selects.
  func gate(for t: TypeExpr, owner: NominalType) -> NotifyGate {
    switch t {
    case .named(let n, let args):
      if owner.genericParams.contains(n) { return owner.equatableGenericParams.contains(n) ? .equatable : .always }
      switch n {
      case "Int", "Double", "Float", "Bool", "String", "Character", "UInt", "Int64", "Int32", "UInt8", "Date",
        "UUID", "URL", "Substring", "CGFloat", "Decimal", "Duration":
        return .equatable
      case "Set": return .equatable
      case "Array", "Optional":
        guard let a = args.first else { return .unknown }
        return gate(for: a, owner: owner) == .equatable ? .equatable : .always
      case "Dictionary":
        guard args.count == 2 else { return .unknown }
        return gate(for: args[1], owner: owner) == .equatable ? .equatable : .always
      default:
        guard let nt = program.nominalType(n) else { return .unknown }
        return gate(of: nt)
      }
    case .optional(let w), .array(let w), .dictionary(_, let w):
      let g = gate(for: w, owner: owner)
      return g == .equatable ? .equatable : g == .unknown ? .unknown : .always
    case .tuple, .function, .opaque: return .always
    case .member: return .unknown
    }
  }

  func gate(of nt: NominalType) -> NotifyGate {
    if nt is ClassInfo { return nt.isEquatable ? .equatable : .identity }
    if let e = nt as? EnumType { return e.isEquatable || e.autoEquatable ? .equatable : .always }
    return nt.isEquatable ? .equatable : .always
  }

  /// The gate of a property declared without a type, from its initial value where that is plain.
  func staticGate(of e: Expr?, owner: NominalType) -> NotifyGate {
    guard let e else { return .unknown }
    switch e.kind {
    case .int, .double, .bool, .string: return .equatable
    case .call(let callee, _):
      if case .name(let n) = callee.kind, let nt = program.nominalType(n) { return gate(of: nt) }
      return .unknown
    case .array(let items):
      guard let first = items.first else { return .unknown }
      let g = staticGate(of: first, owner: owner)
      return g == .equatable ? .equatable : g == .unknown ? .unknown : .always
    default: return .unknown
    }
  }

  /// How values stored under this declared type must be converted (Int literal → Double, wrap Optional).
  /// The shape of a variable: from its type annotation, or — as Swift infers it — `Double` from a
  /// floating-point literal initializer. Verified against Swift 6.3.1 (`observatory verify`):
  /// after `var d = 0.5`, `d = 2` stores 2.0 and `d = .nan` stores Double.nan.
  func shape(for t: TypeExpr?, _ initializer: Expr?) -> TypeShape? {
    if let t { return shape(for: t) }
    guard let initializer else { return nil }
    switch initializer.kind {
    case .double: return .double
    case .unary("-", let x): if case .double = x.kind { return .double }
    // `Mode.idle`, `Job.run(1)`: the enum's type, as Swift infers it.
    case .member(let base, _):
      if case .name(let n) = base.kind, program.nominalType(n) is EnumType { return .enumeration(n) }
    case .call(let callee, _):
      if case .member(let base, _) = callee.kind, case .name(let n) = base.kind, program.nominalType(n) is EnumType {
        return .enumeration(n)
      }
      // `var s = Set<Int>()`: later array literals stored in `s` are sets.
      if case .typeRef(let t) = callee.kind, case .named("Set", _) = t { return shape(for: t) }
      if case .name("Set") = callee.kind { return .set(nil) }
    default: break
    }
    return nil
  }

  func shape(for t: TypeExpr?) -> TypeShape? {
    guard let t else { return nil }
    switch t {
    case .named("Double", _), .named("Float", _), .named("CGFloat", _): return .double
    case .optional(let w): return .optional(shape(for: w))
    case .named("Optional", let args) where args.count == 1: return .optional(shape(for: args[0]))
    case .array(let e): return shape(for: e).map { .array($0) }
    case .named("Array", let args) where args.count == 1: return shape(for: args[0]).map { .array($0) }
    case .dictionary(_, let v): return shape(for: v).map { .dictionary($0) }
    // An array literal where a `Set` is expected is a set.
    case .named("Set", let args): return .set(args.first.flatMap { shape(for: $0) })
    case .named(let n, let args) where args.isEmpty && program.nominalType(n) is EnumType: return .enumeration(n)
    case .tuple(let items, let labels):
      let shapes = items.map { shape(for: $0) }
      if labels == nil && shapes.allSatisfy({ $0 == nil }) { return nil }
      return .tuple(labels.map(TupleLabels.init), shapes)
    default: return nil
    }
  }
}

extension Pattern {
  var names: [String] {
    switch self {
    case .name(let n): return [n]
    case .wildcard: return []
    case .tuple(let ps): return ps.flatMap(\.names)
    }
  }
}

/// A `static let` whose initial value runs on first use.
final class LazyStatic: HostObject {
  let initializer: FunctionProto
  init(initializer: FunctionProto) { self.initializer = initializer }
}
