/// `\P.n`: Swift names a key path by its kind and its root and value types
/// (`WritableKeyPath<P, Int>`), which a generic value holding one prints (`Box<WritableKeyPath<P,
/// Int>>(value: \P.n)`) and `type(of:)` names. The kind follows each component (verified against
/// Swift 6.3.1): a property that cannot be set makes it read-only (`KeyPath`), one set through a
/// reference (a class's, or a `nonmutating set`) makes it `ReferenceWritableKeyPath`, a struct's
/// settable property keeps what the components before it made; `?` makes it read-only and its value
/// an Optional. The compiler works it out where every component is a lesson struct's or class's
/// property it can type; the key path value keeps the name (`KeyPathValue.types`) only where its
/// static type is its own (a `let` without a type, a declaration of that type, a generic lesson
/// type's argument of a bare parameter), since Swift names the static type in a generic value.
extension Compiler {
  static let keyPathTypeNames: Set<String> = [
    "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
  ]

  /// A written key path type (`KeyPath<P, Int>`, `PartialKeyPath<P>`, `AnyKeyPath`), named.
  func staticKeyPathTypeName(_ t: TypeExpr) -> (plain: String, qualified: String)? {
    guard case .named(let kind, let args) = unaliased(t), Compiler.keyPathTypeNames.contains(kind),
      program.nominalType(kind) == nil, args.count == (kind == "AnyKeyPath" ? 0 : kind == "PartialKeyPath" ? 1 : 2)
    else { return nil }
    guard !args.isEmpty else { return (kind, "Swift." + kind) }
    return container(kind, args)
  }

  /// The type of the key path literal `\Root.a.b`, when each component is a property the compiler
  /// can type; nil otherwise (a builtin type's member, a tuple element, a generic root...).
  func keyPathLiteralTypeName(_ root: String?, _ components: [String]) -> (plain: String, qualified: String)? {
    keyPathLiteralType(root, components)?.name
  }

  /// The literal's type, and whether an optional chain wraps its value in an Optional (Swift prints
  /// that wrapping as a last `?`: `\P.note?.text?`, verified against Swift 6.3.1).
  private func keyPathLiteralType(_ root: String?, _ components: [String]) -> (
    name: (plain: String, qualified: String), wrapsOptional: Bool
  )? {
    guard let root, genericParameter(root) == nil, let rootType = program.nominalType(root),
      rootType is StructType || rootType is ClassInfo, rootType.genericParams.isEmpty
    else { return nil }
    enum Kind: String {
      case readOnly = "KeyPath"
      case writable = "WritableKeyPath"
      case reference = "ReferenceWritableKeyPath"
    }
    var kind = Kind.writable
    var current: TypeExpr = .named(root, [])
    var chained = false
    for c in components {
      switch c {
      case "self": continue
      case "?", "!":
        guard case .optional(let w) = unaliased(current) else { return nil }
        current = w
        if c == "?" {
          chained = true
          kind = .readOnly
        }
      default:
        guard case .named(let n, let args) = unaliased(current), args.isEmpty, genericParameter(n) == nil,
          let owner = program.nominalType(n), owner is StructType || owner is ClassInfo, owner.genericParams.isEmpty,
          let (v, declaringType) = propertyDeclaration(c, in: owner), !v.modifiers.restrictsSetter,
          let type = v.type ?? literalType(v.initializer)
        else { return nil }
        let computed = v.accessors?.getter != nil
        let settable = !v.isLet && (!computed || v.accessors?.setter != nil)
        if !settable {
          kind = .readOnly
        } else if declaringType is ClassInfo || v.accessors?.nonmutatingSetter == true {
          kind = .reference
        }
        current = type
      }
    }
    let wraps = chained && !isOptionalType(unaliased(current))
    if wraps { current = .optional(current) }
    guard let value = staticTypeName(current) else { return nil }
    return (
      (
        kind.rawValue + "<" + rootType.name + ", " + value.plain + ">",
        "Swift." + kind.rawValue + "<" + rootType.qualifiedPath + ", " + value.qualified + ">"
      ), wraps
    )
  }

  /// The instance property `name` as its type (or a superclass) declares it.
  func propertyDeclaration(_ name: String, in t: NominalType) -> (VariableDecl, NominalType)? {
    var type: NominalType? = t
    while let owner = type {
      for case .property(let v) in owner.declaration?.members ?? []
      where !v.modifiers.isStatic && { if case .name(name) = v.pattern { true } else { false } }() {
        return (v, owner)
      }
      type = (owner as? ClassInfo)?.superclass
    }
    return nil
  }

  /// `var count = 0`, `var row = Row(...)`: the type of a literal initial value, or of a lesson
  /// type's initializer call.
  func literalType(_ e: Expr?) -> TypeExpr? {
    switch e?.kind {
    case .call?: return initializedType(e!)
    case .int?: return .named("Int", [])
    case .double?: return .named("Double", [])
    case .bool?: return .named("Bool", [])
    case .string(let parts)? where !parts.contains(where: { if case .expr = $0 { true } else { false } }):
      return .named("String", [])
    default: return nil
    }
  }

  /// `\P.n` as a value: its type where its static type is that type, and whether it prints a
  /// last `?`.
  func stampKeyPath(_ k: KeyPathValue, _ e: Expr) {
    guard case .keyPath(let root, let components) = e.kind, let found = keyPathLiteralType(root, components) else {
      return
    }
    k.wrapsOptional = found.wrapsOptional
    k.types = keyPathValueTypes(e, found.name)
  }

  /// The name a key path literal's value keeps: its type, where its static type is that type.
  private func keyPathValueTypes(_ e: Expr, _ name: (plain: String, qualified: String)) -> (
    plain: String, qualified: String
  )? {
    guard let use = valueUses.use(of: e) else { return nil }
    switch use {
    case .binding: return name  // `let path = \P.n`
    case .declared(let t):  // `let path: WritableKeyPath<P, Int> = \P.n` (or an Optional of it)
      var declared = unaliased(t)
      if case .optional(let w) = declared { declared = unaliased(w) }
      return staticKeyPathTypeName(declared)?.plain == name.plain ? name : nil
    case .expr(let call):
      return isBareGenericArgument(e, of: call) ? name : nil
    default: return nil
    }
  }

  /// `Box(value: \P.n)`: the argument of a generic lesson struct's or class's initializer given for
  /// a parameter declared as one of its generic parameters (`T`), without written type arguments.
  private func isBareGenericArgument(_ e: Expr, of call: Expr) -> Bool {
    guard case .call(let callee, let args) = call.kind, case .name(let n) = callee.kind, declaredLocal(n) == nil,
      let t = program.nominalType(n), t is StructType || t is ClassInfo, !t.genericParams.isEmpty,
      let k = args.firstIndex(where: { $0.value.start == e.start && $0.value.end == e.end })
    else { return false }
    let labels = args.map(\.label)
    let matching = t.initDecls.filter { $0.params.map(\.label) == labels }
    guard matching.count == 1, case .named(let p, let pargs)? = matching[0].params[k].type, pargs.isEmpty else {
      return false
    }
    return t.genericParams.contains(p) && !matching[0].genericParams.contains(p)
  }
}

extension Compiler {
  /// `type(of: \P.n)`: a key path literal's own type, where the compiler can work it out.
  func keyPathTypeOfName(_ e: Expr) -> (plain: String, qualified: String)? {
    guard case .keyPath(let root, let components) = e.kind else { return nil }
    return keyPathLiteralTypeName(root, components)
  }
}

extension Compiler {
  /// `Box(value: \String.count)`: a key path literal whose type the compiler cannot work out (or a
  /// variable holding one), given for a generic parameter, is refused when the lesson loads where the value may be printed or
  /// named (Swift prints `Box<KeyPath<String, Int>>`); one whose properties are only read runs.
  func refuseUntypedKeyPathArguments(_ n: String, _ args: [Argument], _ e: Expr) throws {
    guard let t = program.nominalType(n), !t.genericParams.isEmpty, t is StructType || t is ClassInfo,
      let a = args.first(where: {
        var visiting: Set<String> = []
        return mayHoldUntypedKeyPath($0.value, &visiting) && isBareGenericArgument($0.value, of: e)
      })
    else { return }
    var seen: Set<String> = []
    guard
      typeMayShowItself(t) || valueUses.mayBeShown(e, closureHolderRules(t), entriesMayFollow: entriesMayFollow, &seen)
    else { return }
    throw error(
      "printing or naming the type of a '\(t.name)' made from this key path is not supported by the playground: "
        + "Swift names the key path's kind and its root and value types as its type argument "
        + "(such as '\(t.name)<KeyPath<String, Int>>'), which the playground cannot work out for this one",
      at: a.value.start, hint: "print its properties instead of the whole value")
  }

  /// A key path literal whose type the compiler cannot work out, a variable without a declared type
  /// that the lesson binds to one (`let k = \String.count`), or an array, dictionary or tuple literal
  /// holding one.
  private func mayHoldUntypedKeyPath(_ e: Expr, _ visiting: inout Set<String>) -> Bool {
    switch e.kind {
    case .keyPath(let root, let components): return keyPathLiteralTypeName(root, components) == nil
    case .name(let n):
      guard declaredType(of: e) == nil, visiting.insert(n).inserted else { return false }
      return (program.boundExpressions[n] ?? []).contains { $0.map { mayHoldUntypedKeyPath($0, &visiting) } ?? false }
    case .array(let xs): return xs.contains { mayHoldUntypedKeyPath($0, &visiting) }
    case .dictionary(let kv):
      return kv.contains { mayHoldUntypedKeyPath($0.0, &visiting) || mayHoldUntypedKeyPath($0.1, &visiting) }
    case .tuple(let xs): return xs.contains { mayHoldUntypedKeyPath($0.1, &visiting) }
    default: return false
    }
  }
}
