/// Values made from an existential (`Any`, `AnyObject`, `any Shape`) whose static type the
/// playground's compiler cannot tell: `[payload["id"]!]` of a `[String: Any]` is an `[Any]`,
/// `events.reversed()` of an `[Any]` a `ReversedCollection<Array<Any>>`, `Box(items: [x])` with
/// `x: Any` a `Box<Any>`. At run time their values show only `Int`s and `String`s, so naming their
/// type from the values would be silently wrong (`Array<Int>`): `type(of:)` of one (where the
/// compiler check gave no static type) and such a generic value's construction are refused when
/// the lesson loads. A value whose static type is itself the existential (`events[0]`,
/// `payload["id"]!`) names its dynamic type, as Swift does.
extension Compiler {
  /// Whether `t` holds an existential inside it (`[Any]`, `Any?`, `Box<any Shape>`, `(Any, Int)`).
  func holdsExistential(_ t: TypeExpr) -> Bool {
    func part(_ p: TypeExpr) -> Bool { isExistentialType(unaliased(p)) || holdsExistential(p) }
    switch unaliased(t) {
    case .array(let e), .optional(let e): return part(e)
    case .dictionary(let k, let v): return part(k) || part(v)
    case .tuple(let ts, _): return ts.contains(where: part)
    case .named(_, let args): return args.contains(where: part)
    default: return false
    }
  }

  /// Whether `e`'s static type is an existential (`x` declared `Any`, `payload["id"]!`).
  private func isExistentialValue(_ e: Expr) -> Bool {
    guard let t = elementStaticType(e) else { return false }
    return isExistentialType(unaliased(t))
  }

  /// `staticType(of:)`, and through a declared collection's subscript, `first`, `last` and `!`
  /// (`payload["id"]` of a `[String: Any]` is an `Any?`, `events[0]` of an `[Any]` an `Any`).
  func elementStaticType(_ e: Expr, depth: Int = 0) -> TypeExpr? {
    if let t = staticType(of: e) { return t }
    guard depth < 64 else { return nil }
    switch e.kind {
    case .cast(_, .as, let t): return t
    case .subscriptAccess(let base, let args) where args.count == 1:
      switch elementStaticType(base, depth: depth + 1).map(unaliased) {
      case .array(let element)?:
        if case .binary = args[0].value.kind { return nil }  // a range: a slice
        return element
      case .dictionary(_, let v)?: return .optional(v)
      default: return nil
      }
    case .member(let base, let name) where name == "first" || name == "last":
      if case .array(let element)? = elementStaticType(base, depth: depth + 1).map(unaliased) {
        return .optional(element)
      }
      return nil
    case .forceUnwrap(let x):
      if case .optional(let w)? = elementStaticType(x, depth: depth + 1).map(unaliased) { return w }
      return nil
    case .name(let n):
      if existentialDerivedNames.contains(n), case .local? = resolve(n) { return .array(.named("Any", [])) }
      if case .global(let g)? = resolve(n), existentialDerivedGlobals.contains(g) { return .array(.named("Any", [])) }
      return nil
    default: return nil
    }
  }

  /// `let ids = [payload["id"]!]`: a variable declared without a type whose value is made from an
  /// existential is one too (its slot, for `derivesFromExistential`).
  func noteExistentialDerived(_ v: VariableDecl) {
    guard v.type == nil, case .name(let n) = v.pattern, let initial = v.initializer,
      derivesFromExistential(initial)
    else { return }
    switch resolve(n) {
    case .global(let g)?: existentialDerivedGlobals.insert(g)
    case .local?: existentialDerivedNames.insert(n)
    default: break
    }
  }

  /// Members of a collection whose type holds no element type.
  private static let plainMembers: Set<String> = [
    "count", "isEmpty", "startIndex", "endIndex", "description", "debugDescription", "underestimatedCount",
  ]

  /// Whether `e`'s value may be a collection, optional or generic value whose type holds an
  /// existential the compiler cannot name: `e` is made from a value of such a type or of an
  /// existential type, through a literal, a member, a subscript or a call.
  func derivesFromExistential(_ e: Expr, depth: Int = 0) -> Bool {
    guard depth < 64 else { return false }
    func derives(_ x: Expr) -> Bool { derivesFromExistential(x, depth: depth + 1) }
    if let t = elementStaticType(e) { return holdsExistential(t) }
    switch e.kind {
    case .array(let xs): return xs.contains { isExistentialValue($0) || derives($0) }
    case .dictionary(let kv): return kv.contains { isExistentialValue($0.1) || derives($0.0) || derives($0.1) }
    case .tuple(let xs): return xs.contains { isExistentialValue($0.1) || derives($0.1) }
    case .member(let base, let name): return !Compiler.plainMembers.contains(name) && derives(base)
    case .subscriptAccess(let base, let args):
      // An array's element is the existential itself; a dictionary's is an Optional of it, and a
      // range gives a slice.
      guard derives(base) else { return false }
      if case .array(let element)? = staticType(of: base).map(unaliased),
        !args.contains(where: { if case .binary = $0.value.kind { true } else { false } })
      {
        return holdsExistential(element)
      }
      return true
    case .call(let callee, let args):
      if case .member(let base, let name) = callee.kind {
        if Compiler.plainMembers.contains(name) { return false }
        if derives(base) { return true }
      }
      // A generic function, a generic type's initializer or a standard collection's
      // (`Array(payload.values)`, `Optional(x)`) infers its type arguments from the arguments.
      guard case .name(let n) = callee.kind, isInferringGeneric(n) else { return false }
      return args.contains { isExistentialValue($0.value) || derives($0.value) }
    case .optionalChain(let x), .tryExpr(_, let x), .await(let x): return derives(x)
    case .bindOptional(let x): return derives(x)
    default: return false
    }
  }

  /// `n` names a generic function of the lesson, a generic type of the lesson or a standard
  /// generic type whose initializer infers its arguments.
  private func isInferringGeneric(_ n: String) -> Bool {
    if ["Array", "Set", "Dictionary", "Optional", "ContiguousArray"].contains(n) { return true }
    if let t = program.nominalType(n) { return !t.genericParams.isEmpty && !(t is ProtocolInfo) }
    guard case .global(let g)? = resolve(n) else { return false }
    return program.genericFunctions[g] != nil
  }

  /// `type(of: e)` the compiler cannot name: refused when `e` is made from an existential.
  func refuseTypeOfExistentialDerived(_ e: Expr, at offset: Int) throws {
    guard derivesFromExistential(e) else { return }
    throw error(
      "type(of:) of a value made from an 'Any' (or another existential) whose static type the playground cannot tell is not supported by the playground: Swift names it with the existential ('Array<Any>'), which its values do not show",
      at: offset, hint: "declare the value's type (let ids: [Any] = ...), or run with the compiler check")
  }

  /// `Box(items: [x])` with `x: Any`: a generic value whose type arguments the compiler cannot
  /// tell and its values would name wrongly (`Box<Int>` for Swift's `Box<Any>`).
  func refuseExistentialTypeArguments(_ n: String, _ args: [Argument], at offset: Int) throws {
    guard let t = program.nominalType(n), !t.genericParams.isEmpty, t is StructType || t is ClassInfo || t is EnumType,
      args.contains(where: { isExistentialValue($0.value) || derivesFromExistential($0.value) })
    else { return }
    throw error(
      "making a '\(t.name)' from an 'Any' (or another existential) without its type arguments is not supported by the playground: Swift's '\(t.name)<Any>' cannot be told from its values",
      at: offset, hint: "write the type arguments: \(t.name)<Any>(...)")
  }

  /// The wrappers that print their base's type (`ReversedCollection<Array<Any>>(_base: [...])`).
  private static let typedWrappers: Set<String> = ["reversed", "enumerated", "joined", "indices"]

  /// `print(events.reversed())` of an `[Any]`: Swift prints the wrapper with its base's type,
  /// `ReversedCollection<Array<Any>>`, which the values would name `Array<String>`; refused when
  /// the lesson loads (printed, interpolated or described).
  func refusePrintedExistentialWrapper(_ e: Expr) throws {
    var base: Expr? = nil
    var name = ""
    switch e.kind {
    case .call(let callee, let args):
      if case .member(let b, let m) = callee.kind, Compiler.typedWrappers.contains(m) {
        (base, name) = (b, m + "()")
      } else if case .name("zip") = callee.kind, resolve("zip") == nil || isBuiltin("zip") {
        if args.contains(where: { derivesFromExistential($0.value) }) { (base, name) = (args[0].value, "zip") }
      }
    case .member(let b, "indices"): (base, name) = (b, "indices")
    default: break
    }
    guard let base, name == "zip" || derivesFromExistential(base) else { return }
    throw error(
      "printing \(name) of a collection of 'Any' (or another existential) is not supported by the playground: Swift prints it with its base's type ('Array<Any>'), which its values do not show",
      at: e.start, hint: "print an array of it: Array(...)")
  }
}
