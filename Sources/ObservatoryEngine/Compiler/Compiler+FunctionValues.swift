/// Functions, initializers and methods used as values. A function value has no argument labels
/// in Swift: `let f = Point.init` is called `f(1, 2)`, `let g = greet` (for `func
/// greet(name:)`) `g("Ann")`, and `Counter.add` is the curried `(Counter) -> (Int) -> Int`. The
/// compiler makes such a reference a closure that calls the declaration with its labels, as
/// Swift's thunk does: `{ a, b in Point(x: a, y: b) }`, `{ c in { a in c.add(by: a) } }` (a
/// defaulted parameter is one of the value's parameters too). A reference whose declaration the
/// compiler cannot tell (overloads, `inout` or variadic parameters) stays as it was.
extension Compiler {
  /// `Point.init` not called: the closure that calls the type's one initializer, when it has
  /// labels.
  func initializerValue(_ base: Expr, at e: Expr) -> Expr? {
    guard case .name(let n) = base.kind, let t = program.nominalType(n), !(t is ProtocolInfo),
      let labels = onlyInitializerLabels(t), labels.contains(where: { $0 != nil })
    else { return nil }
    return forwarding(labels, e) { args in Expr(.call(base, args), e.start, e.end) }
  }

  /// `greet` named where it is not called: the closure that calls the one top-level function of
  /// that name with its labels.
  func functionValue(_ n: String, at e: Expr) -> Expr? {
    guard case .global(let g)? = resolve(n), program.functionGlobals.contains(g),
      let sigs = program.declaredSignatures[n]?.filter({ $0.owner == nil }), sigs.count == 1,
      let s = sigs.first, !s.hasVariadic, !s.hasInout, s.labels.contains(where: { $0 != nil })
    else { return nil }
    return forwarding(s.labels, e) { args in Expr(.call(e, args), e.start, e.end) }
  }

  /// `Counter.increment`, an instance method named on its type: `{ c in { c.increment() } }`.
  func unappliedMethod(_ base: Expr, _ name: String, at e: Expr) -> Expr? {
    guard case .name(let n) = base.kind, let t = program.nominalType(n), !(t is ProtocolInfo),
      case .method? = t.member(program.symbol(name)), t.staticMembers[program.symbol(name)] == nil,
      let sigs = program.declaredSignatures[name]?.filter({ $0.owner == t.path }), sigs.count == 1,
      let s = sigs.first, !s.isStatic, !s.hasVariadic, !s.hasInout
    else { return nil }
    let receiver = "value·receiver"
    let inner = forwarding(s.labels, e) { args in
      Expr(.call(Expr(.member(Expr(.name(receiver), e.start, e.start), name), e.start, e.end), args), e.start, e.end)
    }
    return closure([receiver], returning: inner, e)
  }

  /// `model.select` for `func select(item:)` not called: `{ [r = model] a in r.select(item: a) }`
  /// (the receiver is taken when the value is made), when every lesson method of that name has
  /// the same labels and no lesson property or standard library member has the name.
  func boundMethodValue(_ base: Expr, _ name: String, at e: Expr) -> Expr? {
    guard !base.kind.isSuper, builtinTypeName(base) == nil, !isLessonTypeName(base),
      Catalog.members[name] == nil, !program.preludeMemberNames.contains(name),
      let sigs = program.declaredSignatures[name]?.filter({ $0.owner != nil && !$0.isStatic }),
      let s = sigs.first, sigs.allSatisfy({ $0.labels == s.labels && !$0.hasVariadic && !$0.hasInout }),
      s.labels.contains(where: { $0 != nil }),
      !lessonTypes().contains(where: { t in
        if case .method? = t.member(program.symbol(name)) { return false }
        return t.member(program.symbol(name)) != nil || t.staticMembers[program.symbol(name)] != nil
      })
    else { return nil }
    let receiver = "value·receiver"
    let inner = forwarding(s.labels, e) { args in
      Expr(.call(Expr(.member(Expr(.name(receiver), e.start, e.start), name), e.start, e.end), args), e.start, e.end)
    }
    guard case .closure(let c) = inner.kind else { return nil }
    let capturing = ClosureExpr(
      params: c.params, hasParamList: true, returnType: nil, body: c.body, start: c.start,
      captureList: [CaptureEntry(name: receiver, ownership: .strong, value: base, start: e.start)])
    return Expr(.closure(capturing), e.start, e.end)
  }

  /// Every lesson type, nested ones too.
  func lessonTypes() -> [NominalType] {
    var types: [NominalType] = program.globals.compactMap {
      if case .type(let t as NominalType) = $0 { t } else { nil }
    }
    var k = 0
    while k < types.count {
      types += types[k].nestedTypes.values
      k += 1
    }
    return types
  }

  /// The labels of a type's one initializer: compiled ones, or (before the type's code is
  /// compiled) its declared ones, or a struct's memberwise initializer.
  private func onlyInitializerLabels(_ t: NominalType) -> [String?]? {
    if !t.inits.isEmpty {
      guard t.inits.count == 1, let p = t.inits.first, !p.hasVariadic, !p.paramIsInout.contains(true) else {
        return nil
      }
      return p.paramLabelNames
    }
    guard let d = t.declaration, t is StructType else { return nil }
    var declared: [FunctionDecl] = []
    for case .initializer(let f) in d.members { declared.append(f) }
    if declared.count > 1 { return nil }
    if let f = declared.first {
      guard !f.params.contains(where: { $0.isVariadic || $0.isInout }) else { return nil }
      return f.params.map(\.label)
    }
    var labels: [String?] = []
    for m in d.members {
      guard case .property(let v) = m, !v.modifiers.isStatic, v.accessors?.getter == nil, !v.modifiers.isLazy,
        case .name(let name) = v.pattern
      else { continue }
      if v.isLet && v.initializer != nil { continue }
      if v.modifiers.attributes.contains(where: { $0.hasPrefix("Environment") }) { continue }
      labels.append(name)
    }
    return labels
  }

  /// `{ value·0, value·1 in call(l0: value·0, l1: value·1) }`.
  private func forwarding(_ labels: [String?], _ e: Expr, _ call: ([Argument]) -> Expr) -> Expr {
    let names = labels.indices.map { "value·\($0)" }
    let args = zip(labels, names).map {
      Argument(label: $0, value: Expr(.name($1), e.start, e.start), labelStart: e.start)
    }
    return closure(names, returning: call(args), e)
  }

  private func closure(_ params: [String], returning value: Expr, _ e: Expr) -> Expr {
    let c = ClosureExpr(
      params: params.map { ClosureParam(name: $0, type: nil) }, hasParamList: true, returnType: nil,
      body: [Stmt(.returnStmt(value), e.start, e.end)], start: e.start, captureList: [])
    return Expr(.closure(c), e.start, e.end)
  }
}
