/// Generic values made without written type arguments where the context's type gives them in
/// terms the compiler cannot name by itself:
/// - inside a generic type's own instance methods, a context type built from the owner's
///   parameters (`boxes.append(Box())` for `var boxes: [Box<T>]` in `Store<T>`, `current = Box()`
///   for `var current: Box<T>?`, `return Box()` from a method returning `Box<T>`): Swift knows `T`
///   statically; the playground takes it from `self`'s type arguments when the value is made;
/// - an argument of a call of a function-typed variable, parameter or property
///   (`done(.success(Box()))` with `done: (Result<Box<Int>, Error>) -> Void`): it takes the
///   parameter's type, as a method's arguments do (`Compiler+ContextTypeArguments.swift`).
/// Verified against Swift 6.3.1 (`Language/generic-owner-arguments`).
extension Compiler {
  /// One type argument of a value made in its owner's code: the owner's `k`-th parameter, or a
  /// type the compiler names.
  enum OwnerArgument {
    case parameter(Int)
    case named(plain: String, qualified: String, optional: Bool)
  }

  /// The arguments of a `made` value used as `t` (`Box<T>`, `Box<T>?`) inside an instance method
  /// of the generic type whose parameters `t` names (and no method's own parameter of the same
  /// name hides); nil elsewhere (a static method, an initializer, a type not built from them).
  func ownerArguments(_ t: TypeExpr, of made: NominalType) -> (owner: NominalType, [OwnerArgument])? {
    var t = unaliased(t)
    if case .optional(let w) = t { t = unaliased(w) }
    if case .named("Optional", let ws) = t, ws.count == 1 { t = unaliased(ws[0]) }
    guard case .named(let n, let targs) = t, program.nominalType(n) === made, targs.count == made.genericParams.count
    else { return nil }
    var f: FunctionState? = fn
    while let s = f, s.selfType == nil { f = s.parent }
    guard let method = f, let owner = method.selfType, !owner.genericParams.isEmpty, !method.proto.isStatic,
      !method.isInitializer, method.proto.kind != .initializer
    else { return nil }
    var out: [OwnerArgument] = []
    var usesOwner = false
    for a in targs {
      if case .named(let p, let pa) = a, pa.isEmpty, let k = owner.genericParams.firstIndex(of: p) {
        guard genericParameter(p)?.ofType == true else { return nil }
        out.append(.parameter(k))
        usesOwner = true
      } else if let name = staticTypeName(a) {
        out.append(.named(plain: name.plain, qualified: name.qualified, optional: isOptionalType(unaliased(a))))
      } else {
        return nil
      }
    }
    return usesOwner ? (owner, out) : nil
  }

  /// Whether `e` makes a generic lesson struct or class without written arguments that, used as
  /// `t`, takes its owner's parameters (`ownerArguments`).
  private func makesOwnerArgumentValue(_ e: Expr, _ t: TypeExpr?) -> Bool {
    guard let t, case .call(let callee, _) = e.kind, case .name(let n) = callee.kind, genericParameter(n) == nil,
      let made = program.nominalType(n), made is StructType || made is ClassInfo, !made.genericParams.isEmpty
    else { return false }
    return ownerArguments(t, of: made) != nil
  }

  /// `current = Box()` into a property declared `Box<T>?` in `Store<T>`'s method: the value is
  /// made for that type (the construction reads it from `resultContext`).
  /// An array or dictionary literal's elements (`boxes = [Box()]`) take the element type.
  func noteOwnerContext(_ e: Expr, _ t: TypeExpr) {
    switch (e.kind, unaliased(t)) {
    case (.array(let items), let a):
      if let element = arrayElement(a) { for x in items { noteOwnerContext(x, element) } }
    case (.dictionary(let pairs), .dictionary(_, let v)): for (_, x) in pairs { noteOwnerContext(x, v) }
    default: if resultContext[e.start] == nil, makesOwnerArgumentValue(e, t) { resultContext[e.start] = t }
    }
  }

  /// `Int` for `[Int]` or `Array<Int>`.
  private func arrayElement(_ t: TypeExpr) -> TypeExpr? {
    switch unaliased(t) {
    case .array(let element): return element
    case .named("Array", let ts) where ts.count == 1: return ts[0]
    default: return nil
    }
  }

  /// `boxes.append(Box())`, `boxes.insert(Box(), at: 0)` of a declared `[Box<T>]`: the element type.
  func noteOwnerElementContext(_ base: Expr, _ method: String, _ args: [Argument]) {
    guard method == "append" || method == "insert", let first = args.first, first.label == nil,
      let element = ownerDeclaredType(of: base).flatMap(arrayElement)
    else { return }
    noteOwnerContext(first.value, element)
  }

  /// `byKey[k] = Box()`, `boxes[0] = Box()`, `boxes += [Box()]`, `current = Box()` (also in a
  /// closure inside the method) in `Store<T>`'s code: the declared element, value or property type.
  func noteOwnerAssignment(_ lhs: Expr, _ op: String, _ rhs: Expr) {
    guard op == "=" || op == "+=" else { return }
    guard case .subscriptAccess(let base, _) = lhs.kind else {
      if let t = ownerDeclaredType(of: lhs) { noteOwnerContext(rhs, t) }
      return
    }
    guard op == "=", let t = ownerDeclaredType(of: base).map(unaliased) else { return }
    if case .dictionary(_, let v) = t { return noteOwnerContext(rhs, v) }
    if let element = arrayElement(t) { noteOwnerContext(rhs, element) }
  }

  /// `declaredType(of:)`, and a property of the enclosing method's type named in a closure
  /// inside it (`{ [self] in self.loaded.append(Page()) }`).
  func ownerDeclaredType(of e: Expr) -> TypeExpr? {
    if let t = declaredType(of: e) { return t }
    var f: FunctionState? = fn
    while let s = f, s.selfType == nil { f = s.parent }
    guard let owner = f?.selfType else { return nil }
    switch e.kind {
    case .member(let b, let field) where b.kind.isSelf: return owner.fieldsByName[field]?.declaredType
    case .name(let n):
      if case .selfMember? = resolve(n) { return owner.fieldsByName[n]?.declaredType }
      return nil
    default: return nil
    }
  }

  /// `Box()` made where its context type names the owner's parameters: the value takes them
  /// from `self` when it is made (unchanged where `self`'s are not known: printing it stops as
  /// before). False where that is not the case.
  func compileOwnerArgumentConstruction(_ callee: Expr, _ args: [Argument], _ e: Expr) throws -> Bool {
    guard case .name(let n) = callee.kind, genericParameter(n) == nil, let made = program.nominalType(n),
      made is StructType || made is ClassInfo, let context = resultContext[e.start],
      let (owner, arguments) = ownerArguments(context, of: made)
    else { return false }
    let keep = NativeFunction(made.name + ".init") { _, values, _ in
      guard let own = Compiler.typeArguments(of: values[1], owner),
        let given = TypeArguments(owner: own, count: owner.genericParams.count, arguments)
      else { return values[0] }
      return Coercion.keepTypeArguments(values[0], made.path, given)
    }
    emit(.pushConst(constant(.native(keep))), e.start)
    try compileCall(callee, args, e)
    try emitSelf(e.start)
    emit(.call(argc: 2, labels: program.labelSet([nil, nil])), e.start)
    return true
  }

  /// The type arguments of `value`, an instance of exactly `t`: those it was made with, else
  /// those its values show; nil where neither tells.
  static func typeArguments(of value: Value, _ t: NominalType) -> TypeArguments? {
    func named(_ kept: TypeArguments?, _ name: (Bool) throws -> String) -> TypeArguments? {
      if let kept { return kept }
      guard let plain = try? name(false), let qualified = try? name(true) else { return nil }
      return TypeArguments(plain: plain, qualified: qualified)
    }
    switch value {
    case .structValue(let s) where s.type === t:
      return named(s.typeArguments) { try structGenericArguments(s, qualified: $0, depth: 0) }
    case .object(let o) where o.cls === t:
      return named(o.typeArguments) { try objectGenericArguments(o, qualified: $0, depth: 0) }
    case .enumValue(let e) where e.type === t:
      return named(e.typeArguments) { try enumGenericArguments(e, qualified: $0, depth: 0) }
    default: return nil
    }
  }

  /// Arguments of a call of a function-typed variable, parameter or property
  /// (`done(.success(Box()))`, `handler(Box())`): each of a generic-instance parameter type takes
  /// that type (`Box<String>`, an enum case's payload `Box<Int>`).
  func noteFunctionValueArguments(_ callee: Expr, _ args: [Argument]) {
    guard case .function(let ps, _)? = ownerDeclaredType(of: callee).map(unaliased), ps.count == args.count,
      args.allSatisfy({ $0.label == nil })
    else { return }
    for (a, p) in zip(args, ps) {
      // A generic lesson type (`Result<Page<Item>, Error>` in `Loader<Item>`'s code too).
      guard case .named(let n, let targs) = unaliased(p), !targs.isEmpty, program.nominalType(n) != nil else {
        continue
      }
      noteResultContext(a.value, p)
      if let sh = shape(for: p), case .genericInstance = sh { contextShapes[ExprSpan(a.value)] = sh }
    }
  }
}

extension TypeArguments {
  /// `<String>` for a `Box<T>` made in a `Store<String>`'s method: `arguments` with each of the
  /// owner's parameters replaced by the owner's argument (`own`, of `count` parameters).
  convenience init?(owner own: TypeArguments, count: Int, _ arguments: [Compiler.OwnerArgument]) {
    let plain = TypeArguments.split(own.plain)
    let qualified = TypeArguments.split(own.qualified)
    guard plain.count == count, qualified.count == count else { return nil }
    var p: [String] = []
    var q: [String] = []
    var optional: [Bool] = []
    for a in arguments {
      switch a {
      case .parameter(let k):
        p.append(plain[k])
        q.append(qualified[k])
        optional.append(own.optional.count == count && own.optional[k])
      case .named(let np, let nq, let o):
        p.append(np)
        q.append(nq)
        optional.append(o)
      }
    }
    self.init(plain: "<" + p.joined(separator: ", ") + ">", qualified: "<" + q.joined(separator: ", ") + ">")
    let ownKnown = own.optional.count == count
    let usesOwn = arguments.contains { if case .parameter = $0 { true } else { false } }
    self.optional = ownKnown || !usesOwn ? optional : []
  }
}

/// A stored property declared with a type built from its owner's parameters (`var box: Box<T>`,
/// `Box<T>?`, `[Box<T>]` in `Store<T>`): a generic value stored there without arguments takes
/// them from the owner once the owner has its own (`Coercion.keepTypeArguments`) — in Swift any
/// value stored there is of that type. Covers values made in the owner's initializers, before
/// `self` has its arguments.
struct OwnerField {
  let index: Int
  let made: NominalType
  let arguments: [Compiler.OwnerArgument]
}

extension Compiler {
  /// Once the lesson is compiled: each generic struct's and class's `OwnerField`s.
  func noteOwnerFields() {
    var seen = Set<ObjectIdentifier>()
    func visit(_ t: NominalType) {
      guard seen.insert(ObjectIdentifier(t)).inserted else { return }
      for n in t.nestedTypes.values { visit(n) }
      guard !t.genericParams.isEmpty, t is StructType || t is ClassInfo else { return }
      t.ownerFields = t.fields.compactMap { f in
        guard let d = f.declaredType, let (made, arguments) = ownerFieldArguments(d, of: t) else { return nil }
        return OwnerField(index: f.index, made: made, arguments: arguments)
      }
    }
    for case .type(let t as NominalType) in program.globals { visit(t) }
  }

  /// `Box<T>`, `Box<T>?`, `[Box<T>]` in `t`'s declaration: `Box` and its arguments in `t`'s parameters.
  private func ownerFieldArguments(_ d: TypeExpr, of t: NominalType) -> (NominalType, [OwnerArgument])? {
    var d = unaliased(d)
    if case .optional(let w) = d { d = unaliased(w) }
    if let element = arrayElement(d) { d = unaliased(element) }
    guard case .named(let n, let targs) = d, !targs.isEmpty,
      let made = t.nestedTypes[n] ?? program.nominalType(n), made.genericParams.count == targs.count,
      made is StructType || made is ClassInfo || made is EnumType
    else { return nil }
    var out: [OwnerArgument] = []
    for a in targs {
      if case .named(let p, let pa) = a, pa.isEmpty, let k = t.genericParams.firstIndex(of: p) {
        out.append(.parameter(k))
      } else if let name = staticTypeName(a) {
        out.append(.named(plain: name.plain, qualified: name.qualified, optional: isOptionalType(unaliased(a))))
      } else {
        return nil
      }
    }
    return out.contains { if case .parameter = $0 { true } else { false } } ? (made, out) : nil
  }
}

extension Coercion {
  /// `t`'s stored properties after it got its arguments `own` (`OwnerField`).
  static func fillOwnerFields(_ fields: inout [Value], _ t: NominalType, _ own: TypeArguments) {
    for f in t.ownerFields where f.index < fields.count {
      guard let given = TypeArguments(owner: own, count: t.genericParams.count, f.arguments) else { return }
      fields[f.index] = fillOwnerField(fields[f.index], f.made.path, given)
    }
  }

  private static func fillOwnerField(_ v: Value, _ path: String, _ given: TypeArguments) -> Value {
    switch v {
    case .some(let x): return .some(fillOwnerField(x, path, given))
    case .array(let xs): return .array(xs.map { fillOwnerField($0, path, given) })
    default: return keepTypeArguments(v, path, given)
    }
  }
}
