/// `type(of: x)` decided when the lesson loads. For a value type (a struct, an enum, a tuple, a
/// collection, an optional) and for a generic class no lesson class inherits from, Swift's answer
/// is the static type, which the compiler knows from declarations: explicit generic arguments
/// (`Store<Task2>()`), declared types of variables, properties and parameters, a function's
/// declared result, an initializer call (`[String: Int]()`). It names those (an empty collection,
/// a generic type whose arguments no value shows) without looking at the value. Where the dynamic
/// type decides (a class with subclasses, `any P`, `Any`), or the compiler does not know the type,
/// the value names itself at run time (`Builtins.typeOf`). A function or closure is refused when
/// the lesson loads: the playground keeps no `async`/`throws`/attributes of function types.
extension Compiler {
  /// The plain and qualified name `type(of: e)` prints when the static type decides it; nil when
  /// the value must name itself at run time.
  func staticTypeOfName(_ e: Expr, at offset: Int) throws -> (plain: String, qualified: String)? {
    if isFunctionValue(e) { throw typeOfFunction(at: offset) }
    guard
      let written = memberOfGenericValueType(e) ?? staticType(of: e) ?? textStaticType(e) ?? literalArrayType(e)
        ?? literalEndType(e)
    else { return nil }
    let t = unaliased(written)  // `CommentPage` is `Page<Comment>`
    switch t {
    case .function: throw typeOfFunction(at: offset)
    case .opaque, .composition: return nil  // `any P`: the dynamic type
    case .named, .member:
      var path = ""
      if case .named(let n, _) = t {
        if genericParameter(n) != nil || isExistentialType(t) { return nil }  // `Any`: the dynamic type
        // A key path's own kind may be another (`WritableKeyPath<P, Int>` in a `KeyPath<P, Int>`).
        if Compiler.keyPathTypeNames.contains(n), program.nominalType(n) == nil { return nil }
        path = n
      }
      if case .member(let outer, let n) = t { path = outer.description + "." + n }
      // `Int`, `Character`, `Set<Item>`; nil for `Any` or an alias of a builtin type (the value
      // names itself).
      guard let type = program.nominalType(path) else { return staticTypeName(t) }
      if type is ProtocolInfo { return nil }
      // A non-generic lesson type names itself exactly, and its value is the type, whose
      // statics `type(of: s).kind` reads. A class: its dynamic type when a lesson class
      // inherits from it (`type(of: self)` in a base class is the subclass).
      if type.genericParams.isEmpty, program.builtinExtensions[type.name] !== type { return nil }
      if let c = type as? ClassInfo, hasSubclass(c) { return nil }
      return staticTypeName(t)
    default: return staticTypeName(t)
    }
  }

  /// `let pair = [pet, dog]`: a variable declared without a type holds an array of the class
  /// (`literalArrayType`), which `type(of: pair)` names.
  func literalClassArrayType(_ e: Expr) -> TypeExpr? {
    guard case .array(.named(let n, []))? = literalArrayType(e), program.nominalType(n) is ClassInfo else { return nil }
    return literalArrayType(e)
  }

  /// `[pet]` with `pet: Animal` holding a `Dog`: an array of the items' one static type
  /// (`Array<Animal>`), not of the values' classes.
  /// With items of a class and of its subclasses (`[pet, dog]`), the class they all are.
  func literalArrayType(_ e: Expr) -> TypeExpr? {
    guard case .array(let xs) = e.kind, !xs.isEmpty else { return nil }
    var types: [TypeExpr] = []
    for x in xs {
      guard let t = elementStaticType(x) else { return nil }
      types.append(unaliased(t))
    }
    if types.allSatisfy({ $0 == types[0] }) { return .array(types[0]) }
    func classOf(_ t: TypeExpr) -> ClassInfo? {
      guard case .named(let n, []) = t else { return nil }
      return program.nominalType(n) as? ClassInfo
    }
    let classes = types.compactMap(classOf)
    guard classes.count == types.count else { return nil }
    func inherits(_ c: ClassInfo, from base: ClassInfo) -> Bool {
      var k: ClassInfo? = c
      while let x = k {
        if x === base { return true }
        k = x.superclass
      }
      return false
    }
    guard let join = classes.first(where: { base in classes.allSatisfy { inherits($0, from: base) } }) else {
      return nil
    }
    return .array(.named(join.path, []))
  }

  /// `[pet].first`, `[pet].last`: an optional of the literal's one static element type
  /// (`Optional<Animal>`, whatever class the value is).
  private func literalEndType(_ e: Expr) -> TypeExpr? {
    guard case .member(let base, let name) = e.kind, name == "first" || name == "last",
      case .array(let element)? = literalArrayType(base)
    else { return nil }
    return .optional(element)
  }

  /// `page.items` with `page: Page<Note>` and `items: [Item]`: `[Note]`. A stored property of a
  /// generic type whose arguments the compiler does not know has no static type here (nil, and
  /// `.missing` so the declared `[Item]` is not read as a type named `Item`).
  private func memberOfGenericValueType(_ e: Expr) -> TypeExpr?? {
    guard case .member(let base, let field) = e.kind, !base.kind.isSelf else { return nil }
    guard case .named(let n, let args)? = staticType(of: base), let owner = program.nominalType(n),
      !owner.genericParams.isEmpty
    else { return nil }
    guard args.count == owner.genericParams.count, let d = owner.fieldsByName[field]?.declaredType else {
      return .some(nil)
    }
    return .some(substituting(d, Dictionary(zip(owner.genericParams, args), uniquingKeysWith: { a, _ in a })))
  }

  func substituting(_ t: TypeExpr, _ map: [String: TypeExpr]) -> TypeExpr {
    func sub(_ t: TypeExpr) -> TypeExpr { substituting(t, map) }
    switch t {
    case .named(let n, let args): return args.isEmpty ? map[n] ?? t : .named(n, args.map(sub))
    case .member(let b, let n): return .member(sub(b), n)
    case .optional(let w): return .optional(sub(w))
    case .array(let w): return .array(sub(w))
    case .dictionary(let k, let v): return .dictionary(sub(k), sub(v))
    case .tuple(let ts, let labels): return .tuple(ts.map(sub), labels: labels)
    case .function(let ps, let r): return .function(ps.map(sub), sub(r))
    case .opaque(let w): return .opaque(sub(w))
    case .composition(let ts): return .composition(ts.map(sub))
    }
  }

  /// `let titles = loadTitles()`, `let all = store.all()`: the declared result of a lesson's
  /// top-level function or method (one not generic, not overloaded) is the variable's static type.
  func functionResultType(_ e: Expr) -> TypeExpr? {
    guard case .call(let callee, let args) = e.kind else { return nil }
    if case .member(let base, let name) = callee.kind {
      // `let open = tasks.filter { ... }` (`Compiler+CollectionResultTypes.swift`).
      return methodResultType(base, name) ?? collectionResultType(base, name, args)
    }
    if case .name(let n) = callee.kind, let t = collectionConversionType(n, args) { return t }
    guard case .name(let n) = callee.kind, case .global(let g)? = resolve(n) else { return nil }
    return program.functionResultTypes[g] ?? genericResultType(g, e)
  }

  /// `store.all()`, `self.pending()`: the declared result of a lesson method (one not overloaded,
  /// of a struct, class or enum that is not generic), the call's static type (`[Int]` for an
  /// empty array it returns).
  func methodResultType(_ base: Expr, _ name: String) -> TypeExpr? { lessonMethodResult(base, name) ?? nil }

  /// The lesson method `base.name` calls (as `methodResultType` finds it): its declared result,
  /// `.some(nil)` for one that declares none (its result is `()`); nil when the compiler cannot tell.
  func lessonMethodResult(_ base: Expr, _ name: String) -> TypeExpr?? {
    let owner: NominalType?
    if base.kind.isSelf {
      var f: FunctionState? = fn
      while let s = f, s.selfType == nil { f = s.parent }  // a closure inside a method
      owner = f?.selfType
    } else if case .named(let n, let args)? = staticType(of: base), args.isEmpty {
      owner = program.nominalType(n)
    } else {
      owner = nil
    }
    guard let owner, owner.genericParams.isEmpty, !(owner is ProtocolInfo),
      case .method(let p)? = owner.members[program.symbol(name)], p.overloads == nil, !p.isStatic
    else { return nil }
    return p.declaredResult
  }

  /// A type written where an expression goes (`[String: [Int]]` in `[String: [Int]]()`).
  func writtenType(_ e: Expr) -> TypeExpr? {
    switch e.kind {
    case .name(let n) where n.first?.isUppercase == true: return .named(n, [])
    case .typeRef(let t): return t
    case .optionalChain(let x): return writtenType(x)
    case .bindOptional(let x): return writtenType(x).map { .optional($0) }  // `[Int?]()`
    case .array(let xs) where xs.count == 1: return writtenType(xs[0]).map { .array($0) }
    case .dictionary(let kv) where kv.count == 1:
      guard let k = writtenType(kv[0].0), let v = writtenType(kv[0].1) else { return nil }
      return .dictionary(k, v)
    case .tuple(let xs) where xs.count > 1:
      // `[String: (count: Int, value: Double)]()`.
      var ts: [TypeExpr] = []
      for (_, x) in xs {
        guard let t = writtenType(x) else { return nil }
        ts.append(t)
      }
      let labels = xs.map(\.0)
      return .tuple(ts, labels: labels.contains { $0 != nil } ? labels : nil)
    default: return nil
    }
  }

  /// Whether a lesson class inherits from `c`.
  func hasSubclass(_ c: ClassInfo) -> Bool {
    program.globals.contains { g in
      guard case .type(let k as ClassInfo) = g else { return false }
      return k.superclass === c
    }
  }

  /// A closure literal or a lesson function named as a value.
  private func isFunctionValue(_ e: Expr) -> Bool {
    switch e.kind {
    case .closure: return true
    case .name(let n):
      guard case .global(let g)? = resolve(n) else { return false }
      return program.functionGlobals.contains(g)
    default: return false
    }
  }

  private func typeOfFunction(at offset: Int) -> LessonError {
    error(
      "type(of:) of a function or closure is not supported by the playground: it does not keep a function type's 'async', 'throws' and attributes, which Swift prints",
      at: offset, hint: "print the function type as text, e.g. \"(Int) -> Int\"")
  }

  /// `Box<Int>`, `main.Box<Swift.Int>`: a generic lesson type with explicit arguments the
  /// compiler can name.
  func staticGenericTypeName(_ n: String, _ args: [TypeExpr]) -> (plain: String, qualified: String)? {
    guard genericParameter(n) == nil, let type = program.nominalType(n), !(type is ProtocolInfo),
      type.genericParams.count == args.count
    else { return nil }
    var plain: [String] = []
    var qualified: [String] = []
    for a in args {
      guard let name = staticTypeName(a) else { return nil }
      plain.append(name.plain)
      qualified.append(name.qualified)
    }
    return (
      type.name + "<" + plain.joined(separator: ", ") + ">",
      type.qualifiedPath + "<" + qualified.joined(separator: ", ") + ">"
    )
  }

  /// The type and the arguments (`<Int>`, `<Swift.Int>`) of a generic lesson type written with
  /// explicit ones (`Stack<Int>`), when the compiler can name them.
  func typeArguments(_ n: String, _ args: [TypeExpr]) -> (NominalType, plain: String, qualified: String)? {
    guard !args.isEmpty, let t = program.nominalType(n), let name = staticGenericTypeName(n, args) else { return nil }
    return (t, String(name.plain.dropFirst(t.name.count)), String(name.qualified.dropFirst(t.qualifiedPath.count)))
  }

  /// `Loadable<Int>.idle`, `Loadable<Int>.failed("x")`, `Stack<Int>.make()`: a value of the
  /// written generic type made through it keeps its arguments.
  func emitTypeArguments(of base: Expr, _ offset: Int) {
    guard case .typeRef(let t) = base.kind, let sh = shape(for: t), case .genericInstance = sh else { return }
    emit(.coerce(shape(sh)), offset)
  }

  /// `Store<Task2>()`, `Page<Note>()` for a generic lesson class or struct: the new value keeps
  /// its type arguments, which none of its values may show (an empty `[E]`), for `type(of:)` and
  /// printing (`main.Store<main.Task2>`, `Page<Note>(items: [])`).
  func compileGenericConstruction(_ callee: Expr, _ args: [Argument], _ e: Expr) throws -> Bool {
    let written: TypeExpr? =
      switch callee.kind {
      case .typeRef(let t): t
      case .name(let n) where program.aliasedTypes[n] != nil: unaliased(.named(n, []))  // `CommentPage()`
      // `Stack(items: [Int]())`, `Cache(seed: 3)` (`Compiler+InitializerTypeArguments.swift`).
      case .name(let n): memberwiseTypeArguments(n, args) ?? initializerTypeArguments(n, args)
      default: nil
      }
    var named: (NominalType, String, String)? = nil
    if case .named(let n, let ts)? = written { named = typeArguments(n, ts) }
    // Arguments the compiler cannot name (`Box(value: t)` of a `t: Any.Type`) are the values'.
    if named == nil, case .name(let n) = callee.kind {
      if resultContext[e.start] == nil { try refuseExistentialTypeArguments(n, args, at: e.start) }
      try refuseClosureTypeArguments(n, args, e)
      try refuseUntypedKeyPathArguments(n, args, e)
      if try compileOwnerArgumentConstruction(callee, args, e) { return true }  // `Box()` in `Store<T>`
    }
    // `Box<T>()`, `Box(value: x)`, `.loaded(Box())` in `func f<T>` (`Compiler+FunctionTypeArguments.swift`).
    if named == nil, try compileFunctionArgumentConstruction(callee, args, e, written: written) { return true }
    guard case .named(_, let ts)? = written, let (t, plain, qualified) = named, t is ClassInfo || t is StructType
    else { return false }
    let arguments = TypeArguments(plain: plain, qualified: qualified)
    arguments.optional = ts.map { isOptionalType(unaliased($0)) }
    let keep = NativeFunction(t.name + plain) { _, values, _ in
      Coercion.keepTypeArguments(values[0], t.path, arguments)
    }
    emit(.pushConst(constant(.native(keep))), e.start)
    try compileCall(callee, args, e)
    emit(.call(argc: 1, labels: program.labelSet([nil])), e.start)
    return true
  }

  /// `Stack(items: [Int]())`: a generic struct's memberwise initializer called without explicit
  /// type arguments takes them, as Swift infers them, from the static types of the arguments
  /// given for properties declared with the parameters (`var items: [E]`), or a literal's default
  /// type for one no protocol constrains (`Store(items: [1, 2])` is a `Store<Int>`). nil where
  /// one is not known that way.
  private func memberwiseTypeArguments(_ n: String, _ args: [Argument]) -> TypeExpr? {
    guard genericParameter(n) == nil, let t = program.nominalType(n) as? StructType, !t.genericParams.isEmpty,
      let members = t.declaration?.members,
      !members.contains(where: { if case .initializer = $0 { true } else { false } })
    else { return nil }
    var found: [String: TypeExpr] = [:]
    let constraints = t.declaration?.genericConstraints ?? [:]
    let unconstrained = Set(t.genericParams.filter { (constraints[$0] ?? []).isEmpty })
    var conflicting: Set<String> = []
    for a in args {
      guard let label = a.label, let declared = t.fieldsByName[label]?.declaredType,
        let actual = argumentType(a.value, declared, literalsBind: unconstrained)
      else { continue }
      var own: [String: TypeExpr] = [:]
      bindTypeArguments(declared, actual, t.genericParams, &own)
      mergeBindings(own, into: &found, &conflicting)  // `Duo(a: [1], b: [2.5])`: Swift's is `Double`
    }
    for p in conflicting { found[p] = nil }
    let inferred = t.genericParams.compactMap { found[$0] }
    return inferred.count == t.genericParams.count ? .named(n, inferred) : nil
  }
}
