/// `Stack([Int]())` with `init(_ items: [E])`, `Cache(seed: 3)` with `init(seed: V)`: a generic
/// struct or class made through one of its declared initializers without explicit type arguments
/// takes them, as Swift infers them, from the static types of the arguments given for parameters
/// declared with the type's generic parameters. The value keeps them, so printing it or naming
/// its type needs no value to show them (an empty `[E]`, a nil `E?`, a `[K: V]` never filled).
extension Compiler {
  /// The written type (`Stack<Int>`) the call `n(args)` makes, or nil where the compiler cannot
  /// tell every argument (the values then show them at run time).
  func initializerTypeArguments(_ n: String, _ args: [Argument]) -> TypeExpr? {
    guard genericParameter(n) == nil, let t = program.nominalType(n), t is StructType || t is ClassInfo,
      !t.genericParams.isEmpty, let members = t.declaration?.members
    else { return nil }
    let inits = members.compactMap { m -> FunctionDecl? in
      if case .initializer(let f) = m { return f } else { return nil }
    }
    let matching = inits.filter { accepts($0, args, trailingByType: true) }
    guard matching.count == 1, let f = matching.first, f.genericParams.isEmpty else { return nil }
    var found: [String: TypeExpr] = [:]
    let constraints = t.declaration?.genericConstraints ?? [:]
    let unconstrained = Set(t.genericParams.filter { (constraints[$0] ?? []).isEmpty })
    bindArguments(f, args, t.genericParams, literalsBind: unconstrained, trailingByType: true, &found)
    let inferred = t.genericParams.compactMap { found[$0] }
    return inferred.count == t.genericParams.count ? .named(n, inferred) : nil
  }

  /// `wrap(3)` of `func wrap<T>(_ x: T) -> [T]`: `[Int]`, the declared result with the generic
  /// parameters its arguments' static types bind; nil where one is not bound so.
  func genericResultType(_ g: Int, _ call: Expr) -> TypeExpr? {
    guard let f = program.genericFunctions[g], let r = f.returnType, case .call(_, let args) = call.kind,
      accepts(f, args)
    else { return nil }
    var found: [String: TypeExpr] = [:]
    // A constrained parameter is declared `some P` (`Parser.substituting`): no literal binds it.
    bindArguments(f, args, f.genericParams, literalsBind: Set(f.genericParams), &found)
    var unbound = false
    func sub(_ t: TypeExpr) -> TypeExpr {
      switch t {
      case .named(let n, let a) where a.isEmpty && f.genericParams.contains(n):
        if let b = found[n] { return b }
        unbound = true
        return t
      case .named(let n, let a): return .named(n, a.map(sub))
      case .optional(let w): return .optional(sub(w))
      case .array(let w): return .array(sub(w))
      case .dictionary(let k, let v): return .dictionary(sub(k), sub(v))
      case .tuple(let ts, let labels): return .tuple(ts.map(sub), labels: labels)
      case .member, .function, .opaque, .composition:
        unbound = true
        return t
      }
    }
    let result = sub(r)
    return unbound ? nil : result
  }

  /// `firstPage(of: ids, size: 10)` of `func firstPage<Item>(...) -> Page<Item>`: the value it
  /// returns (made where `Item` has no static type) keeps the arguments the call binds
  /// (`Page<Int>`), so it prints as Swift's does while its `[Item]` is empty.
  func emitGenericResultArguments(_ callee: Expr, _ call: Expr) {
    guard case .name(let n) = callee.kind, case .global(let g)? = resolve(n), program.genericFunctions[g] != nil,
      let t = genericResultType(g, call), let sh = shape(for: t), case .genericInstance = sh
    else { return }
    emit(.coerce(shape(sh)), call.start)
  }

  /// Binds `params` from the arguments `args` give `f`'s parameters declared with them. A
  /// literal binds a parameter of `literalsBind` declared as a bare one to its default type.
  /// With `trailingByType`, an unlabeled trailing closure fills a labeled parameter of a function
  /// type (`Resource(name: "n") { () async throws -> [Int] in ... }` for `init(name:loader:)`),
  /// and a closure whose header writes its types binds the parameters of that function type
  /// (`Value` of `() async throws -> Value` is `[Int]`), as Swift infers them. A parameter two
  /// arguments bind to different types (`pair(1, 2.5)`: Swift finds a common one, `Double`) is
  /// left unbound.
  func bindArguments(
    _ f: FunctionDecl, _ args: [Argument], _ params: [String], literalsBind: Set<String>,
    trailingByType: Bool = false, _ found: inout [String: TypeExpr]
  ) {
    var remaining = args[...]
    var conflicting: Set<String> = []
    for p in f.params {
      // A defaulted parameter left out.
      guard let a = remaining.first, fills(a, p, trailingByType: trailingByType) else { continue }
      remaining = remaining.dropFirst()
      guard let declared = p.type, !p.isVariadic, !p.isInout else { continue }
      var own: [String: TypeExpr] = [:]
      if trailingByType, case .closure(let c) = a.value.kind, case .function(let dps, let dr) = declared {
        if let r = c.returnType { bindTypeArguments(dr, r, params, &own) }
        if c.params.count == dps.count {
          for (d, cp) in zip(dps, c.params) { if let t = cp.type { bindTypeArguments(d, t, params, &own) } }
        }
      } else if let actual = argumentType(a.value, declared, literalsBind: literalsBind) {
        bindTypeArguments(declared, actual, params, &own)
      }
      mergeBindings(own, into: &found, &conflicting)
    }
    for p in conflicting { found[p] = nil }
  }

  /// `own` (one argument's bindings) added to `found`; a parameter bound to another type already
  /// goes into `conflicting`.
  func mergeBindings(_ own: [String: TypeExpr], into found: inout [String: TypeExpr], _ conflicting: inout Set<String>)
  {
    for (p, t) in own where !conflicting.contains(p) {
      guard let old = found[p] else {
        found[p] = t
        continue
      }
      let same =
        old == t || staticTypeName(old).map(\.plain) == staticTypeName(t).map(\.plain) && staticTypeName(t) != nil
      if !same { conflicting.insert(p) }
    }
  }

  /// Whether argument `a` fills parameter `p`: the same label, or (with `trailingByType`) an
  /// unlabeled trailing closure and a parameter of a function type.
  private func fills(_ a: Argument, _ p: Parameter, trailingByType: Bool) -> Bool {
    if a.label == p.label { return true }
    guard trailingByType, a.isTrailing, a.label == nil, case .function? = p.type else { return false }
    return true
  }

  /// Whether `args` call `f`: the labels in order, a parameter with a default value left out.
  func accepts(_ f: FunctionDecl, _ args: [Argument], trailingByType: Bool = false) -> Bool {
    var k = 0
    for p in f.params {
      if k < args.count, fills(args[k], p, trailingByType: trailingByType), !args[k].isTrailing || k == args.count - 1 {
        k += 1
      } else if p.defaultValue == nil {
        return false
      }
    }
    return k == args.count
  }

  /// The static type of an argument: declared, or a literal's own (`3` is an `Int` where its
  /// parameter is a generic parameter no protocol constrains: Swift's default literal type).
  func argumentType(_ e: Expr, _ declared: TypeExpr, literalsBind: Set<String>) -> TypeExpr? {
    if let s = staticType(of: e) { return s }
    if let s = literalStaticType(e) ?? textArgumentType(e) { return s }
    // `User.self` for a parameter `of: T.Type`.
    if case .member(let base, "self") = e.kind, let t = writtenType(base) { return .member(t, "Type") }
    if let t = literalCollectionType(e, declared, literalsBind: literalsBind) { return t }
    guard case .named(let p, let none) = declared, none.isEmpty, literalsBind.contains(p) else { return nil }
    return literalType(e)
  }

  /// `[1, 2]` given for a parameter declared `[E]` or a bare `T` (of `literalsBind`): `[Int]`;
  /// `[1, 2.5]`: `[Double]`; `["a": 1]` for `[K: V]` or `T`: `[String: Int]`, Swift's default
  /// literal types (`Store(items: [1, 2])` is a `Store<Int>`). Nil where the elements are not
  /// all literals of one such type.
  private func literalCollectionType(_ e: Expr, _ declared: TypeExpr, literalsBind: Set<String>) -> TypeExpr? {
    func binds(_ t: TypeExpr) -> Bool {
      if case .named(let p, let none) = t, none.isEmpty, literalsBind.contains(p) { return true }
      return false
    }
    var fits = binds(declared)
    switch declared {
    case .array(let d): fits = fits || binds(d)
    case .dictionary(let dk, let dv): fits = fits || binds(dk) && binds(dv)
    default: break
    }
    guard fits else { return nil }
    switch (e.kind, declared) {
    case (.array(let xs), .array), (.array(let xs), .named): return unifiedLiteralType(xs).map { .array($0) }
    case (.dictionary(let pairs), .dictionary), (.dictionary(let pairs), .named):
      guard let k = unifiedLiteralType(pairs.map(\.0)), let v = unifiedLiteralType(pairs.map(\.1)) else { return nil }
      return .dictionary(k, v)
    default: return nil
    }
  }

  /// The one default type of literals `xs` (integers among doubles are Doubles); nil where one
  /// is not a literal, or they have none in common, or there are none.
  private func unifiedLiteralType(_ xs: [Expr]) -> TypeExpr? {
    let types = xs.map(literalType)
    guard !types.isEmpty, types.allSatisfy({ $0 != nil }) else { return nil }
    let distinct = Set(types.compactMap { $0?.description })
    if distinct.count == 1 { return types[0] }
    return distinct == ["Int", "Double"] ? .named("Double", []) : nil
  }

  /// `[pet]` of a `pet: Animal`: `[Animal]`, where every element has that static type; `(pet, 1)`:
  /// `(Animal, Int)`, where every element has a static type or is a literal.
  func literalStaticType(_ e: Expr) -> TypeExpr? {
    if case .array(let xs) = e.kind, let first = xs.first.flatMap({ staticType(of: $0) }),
      xs.dropFirst().allSatisfy({ staticType(of: $0) == first })
    {
      return .array(first)
    }
    if case .tuple(let items) = e.kind, items.count > 1 {
      var types: [TypeExpr] = []
      for (_, x) in items {
        guard let t = staticType(of: x) ?? literalStaticType(x) ?? literalType(x) else { return nil }
        types.append(t)
      }
      let labels = items.map(\.0)
      return .tuple(types, labels: labels.allSatisfy { $0 == nil } ? nil : labels)
    }
    return nil
  }

  /// A literal's own type, where Swift's default literal type is its type.
  private func literalType(_ e: Expr) -> TypeExpr? {
    switch e.kind {
    case .int(let v): return isDoubleLiteral(v, at: e.start) ? .named("Double", []) : .named("Int", [])
    case .double: return .named("Double", [])
    case .bool: return .named("Bool", [])
    case .string: return .named("String", [])
    default: return nil
    }
  }

  /// Binds the generic parameters in `declared` (`[E]`, `[K: V]`, `Box<T>`) to the parts of
  /// `actual` in their places.
  func bindTypeArguments(
    _ declared: TypeExpr, _ actual: TypeExpr, _ params: [String], _ found: inout [String: TypeExpr]
  ) {
    switch (declared, unaliased(actual)) {
    case (.named(let p, let none), let a) where none.isEmpty && params.contains(p):
      if found[p] == nil { found[p] = a }
    case (.array(let d), .array(let a)), (.optional(let d), .optional(let a)),
      (.member(let d, "Type"), .member(let a, "Type")):
      bindTypeArguments(d, a, params, &found)
    case (.array(let d), .named("Array", let a)) where a.count == 1: bindTypeArguments(d, a[0], params, &found)
    // `f(names)` for `f<T>(_ x: T?)`: Swift wraps the argument, `T` is its type.
    case (.optional(let d), let a): bindTypeArguments(d, a, params, &found)
    case (.dictionary(let dk, let dv), .dictionary(let ak, let av)):
      bindTypeArguments(dk, ak, params, &found)
      bindTypeArguments(dv, av, params, &found)
    case (.named(let dn, let ds), .named(let an, let as_)) where dn == an && ds.count == as_.count:
      for (d, a) in zip(ds, as_) { bindTypeArguments(d, a, params, &found) }
    default: break
    }
  }
}
