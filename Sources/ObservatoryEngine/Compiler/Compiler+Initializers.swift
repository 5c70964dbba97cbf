/// Initializers a type gets without writing them: a struct's memberwise initializer, a class's
/// default `init()`, and a subclass's inherited ones; and which written ones delegate to another.
extension Compiler {
  /// Whether an initializer hands over to another one (`self.init(...)`), so the stored
  /// properties' initial values are left to that one.
  func delegatesInit(_ body: [Stmt]) -> Bool {
    body.contains { s in
      guard case .expr(let e) = s.kind, case .call(let c, _) = e.kind, case .member(let b, "init") = c.kind,
        case .selfRef = b.kind
      else { return false }
      return true
    }
  }

  /// An OptionSet's empty set, `Permissions()`: SetAlgebra's `init()`, which is
  /// `self.init(rawValue: 0)` (verified against Swift 6.3.1: `Language/option-set-empty`).
  func synthesizeEmptyOptionSetInit(_ t: NominalType, _ d: TypeDecl) throws {
    let at = d.start
    let zero = Argument(label: "rawValue", value: Expr(.int(0), at, at), labelStart: at)
    let call = Expr(.call(Expr(.member(Expr(.selfRef, at, at), "init"), at, at), [zero]), at, at)
    let body = [Stmt(.expr(call), at, at)]
    let p = FunctionProto(name: "init", kind: .initializer, file: file, start: at)
    p.owner = t
    try fillFunction(p, params: [], returnType: nil, body: body, selfType: t, parent: nil, mutating: true, isInit: true)
    t.inits.append(p)
  }

  /// An OptionSet's own `init(rawValue:)` that does more than store its raw value (one that
  /// prints, counts or normalizes) is refused: SetAlgebra's operations (`insert`, `union`,
  /// `contains`, an array literal) call it many times over in Swift's standard library, and the
  /// playground's set operations do not call it the same number of times.
  func checkOptionSetInits(_ inits: [FunctionDecl]) throws {
    for f in inits where f.params.count == 1 && f.params[0].label == "rawValue" {
      let name = f.params[0].name
      if f.body.count == 1, case .assign(let target, "=", let value) = f.body[0].kind,
        case .member(let b, "rawValue") = target.kind, b.kind.isSelf, case .name(name) = value.kind
      {
        continue
      }
      throw error(
        "an OptionSet's own init(rawValue:) that does more than 'self.rawValue = rawValue' is not supported by the "
          + "playground: Swift's set operations call it more often than the playground's do",
        at: f.start)
    }
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
        if v.modifiers.isLazy { continue }  // computed at its first read, not passed in
        // `@Environment(T.self)` is filled in by the view host, not by callers.
        if v.modifiers.attributes.contains(where: { $0.hasPrefix("Environment") }) { continue }
        // A `var` of an optional type without a value starts as nil, so its parameter defaults
        // to nil (`var message: String?`; not a `let`).
        var initial = v.initializer
        if initial == nil, !v.isLet, case .optional? = v.type { initial = Expr(.nilLiteral, v.start, v.start) }
        params.append(
          Parameter(label: name, name: name, type: v.type, defaultValue: initial, isInout: false, start: v.start))
        let target = Expr(.member(Expr(.selfRef, v.start, v.start), name), v.start, v.start)
        body.append(Stmt(.assign(target, "=", Expr(.name(name), v.start, v.start)), v.start, v.start))
      }
    } else {
      try requireInitialValues(t, d)
    }
    let p = FunctionProto(name: "init", kind: .initializer, file: file, start: d.start)
    p.owner = t
    try fillFunction(
      p, params: params, returnType: nil, body: body, selfType: t, parent: nil, mutating: true, isInit: true,
      fieldInitializers: d, skipInitialValuesOfParams: true)
    t.inits.append(p)
    t.initDecls.append(
      FunctionDecl(
        name: "init", params: params, returnType: nil, body: body, modifiers: Modifiers(), isAsync: false,
        isThrowing: false, genericParams: [], start: d.start, isInit: true))
  }

  /// A class without initializers needs an initial value for each stored property.
  func requireInitialValues(_ t: NominalType, _ d: TypeDecl) throws {
    for m in d.members {
      if case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter == nil, v.initializer == nil,
        case .name(let name) = v.pattern, !(v.type.map { if case .optional = $0 { true } else { false } } ?? false),
        t.fieldsByName[name]?.overridden == nil
      {
        throw error(
          "class '\(t.name)' has no initializers: stored property '\(name)' has no initial value", at: v.start,
          hint: "give '\(name)' an initial value, or write an init(...) that sets it")
      }
    }
  }

  /// A subclass that implements every designated initializer of its superclass (overriding it,
  /// or as `required`) inherits the superclass's convenience initializers, whose `self.init`
  /// then runs the subclass's own (Swift's rule 2 of initializer inheritance). Matched by labels;
  /// a superclass declared in an earlier REPL entry keeps its own (its code is in that file).
  func inheritConvenienceInitializers(_ cls: ClassInfo, from base: ClassInfo, _ d: TypeDecl) throws {
    guard base.inits.allSatisfy({ $0.file === file }) else { return }
    func labels(_ f: FunctionDecl) -> [String?] { f.params.map(\.label) }
    let own = Set(cls.initDecls.map(labels))
    let designated = base.initDecls.filter { !$0.modifiers.isConvenience }
    guard !designated.isEmpty, designated.allSatisfy({ own.contains(labels($0)) }) else { return }
    for b in base.initDecls where b.modifiers.isConvenience && !own.contains(labels(b)) {
      try addInheritedInit(b, to: cls, at: b.start, fieldInitializers: nil)
    }
  }

  /// Compiles `f` as an initializer of `cls` and records it (its declaration too, which a
  /// further subclass inherits from).
  private func addInheritedInit(_ f: FunctionDecl, to cls: ClassInfo, at start: Int, fieldInitializers: TypeDecl?)
    throws
  {
    let p = FunctionProto(name: "init", kind: .initializer, file: file, start: start)
    p.owner = cls
    p.isFailableInit = f.isFailableInit
    try fillFunction(
      p, params: f.params, returnType: nil, body: f.body, selfType: cls, parent: nil, mutating: true, isInit: true,
      fieldInitializers: fieldInitializers)
    cls.inits.append(p)
    cls.initDecls.append(f)
  }

  /// A subclass that declares no initializer inherits its superclass's: each becomes one that
  /// sets the subclass's own initial values, then calls `super.init` with the same arguments.
  /// One that declares only convenience initializers inherits the designated ones
  /// (`designatedOnly`; verified against Swift 6.3.1: `Language/inherited-designated-inits`).
  func inheritInitializers(_ cls: ClassInfo, from base: ClassInfo, _ d: TypeDecl, designatedOnly: Bool = false)
    throws
  {
    try requireInitialValues(cls, d)
    let own = Set(cls.initDecls.map { $0.params.map(\.label) })
    for b in base.initDecls
    where !designatedOnly || (!b.modifiers.isConvenience && !own.contains(b.params.map(\.label))) {
      let args = b.params.map { p in
        Argument(
          label: p.label, value: Expr(.name(p.name), d.start, d.start), labelStart: d.start,
          forwardsVariadic: p.isVariadic)
      }
      let callee = Expr(.member(Expr(.superRef, d.start, d.start), "init"), d.start, d.start)
      let call = Stmt(.expr(Expr(.call(callee, args), d.start, d.start)), d.start, d.start)
      let f = FunctionDecl(
        name: "init", params: b.params, returnType: nil, body: [call], modifiers: Modifiers(), isAsync: b.isAsync,
        isThrowing: b.isThrowing, genericParams: [], start: d.start, isInit: true, isFailableInit: b.isFailableInit)
      try addInheritedInit(f, to: cls, at: d.start, fieldInitializers: d)
      // A convenience initializer is recorded as written: a further subclass that inherits it
      // (rule 2) compiles its own body, whose `self.init` then runs that subclass's.
      if b.modifiers.isConvenience { cls.initDecls[cls.initDecls.count - 1] = b }
    }
  }
}
