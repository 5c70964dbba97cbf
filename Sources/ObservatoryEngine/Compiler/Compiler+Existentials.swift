/// Casts: `x is T`, `x as? T`, `x as! T` and the `is T` / `as T` patterns. A cast to a protocol
/// the lesson declares, to `Observable`, or to a composition (`any Named & Aged`, `Animal & Pet`)
/// checks every part against the value's type at run time (`ExistentialType`); a cast to a generic
/// parameter checks the type it is bound to (`Compiler+GenericParameters`); a cast to another
/// standard-library protocol is refused when the lesson loads.
extension Compiler {
  /// Emits the check of the value on top of the stack.
  func emitCast(_ kind: CastKind, _ type: TypeExpr, use: String, at offset: Int) throws {
    // `factories[key] as? () -> Service`: a closure keeps no function type to check against.
    if kind != .as, holdsFunctionType(type) {
      throw error(
        "\(use) is not supported by the playground: its closures keep no function type to check a cast against",
        at: offset, hint: "store the closures with their function type (`[String: () -> Service]`) instead of in 'Any'")
    }
    if let g = try genericCastTarget(type, use: use, at: offset) { return try emitGenericCast(kind, g, at: offset) }
    if let e = try existentialTarget(type, use: use, at: offset) {
      emit(.pushConst(constant(.type(e))), offset)
      emit(.castTo(kind), offset)
      return
    }
    // `any is Board` of `typealias Board = [[Int]]` checks the collection type the alias names.
    emit(.cast(kind, string(collectionsUnaliased(type).description)), offset)
  }

  /// `t` with each alias of a collection type (`typealias Row = [Int]`) replaced by that type,
  /// also inside another (`[Row]` is `[[Int]]`); aliases of other types stay as written.
  func collectionsUnaliased(_ t: TypeExpr, depth: Int = 0) -> TypeExpr {
    guard depth < 16 else { return t }
    let next = { (u: TypeExpr) in self.collectionsUnaliased(u, depth: depth + 1) }
    switch t {
    case .named(let n, let args) where args.isEmpty && program.aliasedTypes[n] != nil:
      let target = unaliased(t)
      switch target {
      case .array, .dictionary, .optional: return next(target)
      default: return t
      }
    case .named(let n, let args): return .named(n, args.map(next))
    case .optional(let w): return .optional(next(w))
    case .array(let e): return .array(next(e))
    case .dictionary(let k, let v): return .dictionary(next(k), next(v))
    default: return t
    }
  }

  /// Whether `t` is or holds a function type (`() -> Int`, `[(Int) -> Int]`, `(() -> Int)?`).
  private func holdsFunctionType(_ t: TypeExpr) -> Bool {
    switch unaliased(t) {
    case .function: return true
    case .optional(let w), .array(let w), .opaque(let w): return holdsFunctionType(w)
    case .dictionary(let k, let v): return holdsFunctionType(k) || holdsFunctionType(v)
    case .tuple(let ts, _), .composition(let ts): return ts.contains(where: holdsFunctionType)
    case .named(_, let args): return args.contains(where: holdsFunctionType)
    case .member: return false
    }
  }

  /// The existential a cast names, or nil for a concrete type (and for `Any`, `AnyObject`,
  /// `Error`, which the plain cast decides).
  private func existentialTarget(_ type: TypeExpr, use: String, at offset: Int) throws -> ExistentialType? {
    var t = type
    while case .opaque(let inner) = t { t = inner }
    let parts: [TypeExpr]
    if case .composition(let ps) = t { parts = ps } else { parts = [t] }
    var members: [ExistentialType.Member] = []
    for p in parts {
      guard case .named(let n, let args) = p, args.isEmpty else {
        if parts.count == 1 { return nil }
        throw error("casting to '\(type.description)' is not supported by the playground", at: offset)
      }
      switch program.nominalType(n) {
      case let p as ProtocolInfo: members.append(.conforms(p))
      case let c as ClassInfo: members.append(.subclass(c))
      case let other?:
        if parts.count == 1 { return nil }
        members.append(.exactly(other))
      case nil:
        switch n {
        case "Observable", "Observation.Observable": members.append(.observable)
        case "AnyObject": members.append(.anyObject)
        case "Any": continue
        case _ where Builtins.builtinProtocols.contains(n) && n != "Error":
          throw error(
            "\(use) is not supported by the playground: it checks the lesson's own protocols, 'Observable' and 'AnyObject', not the standard library's '\(n)'",
            at: offset, hint: "check for a type of the lesson instead")
        default:
          if parts.count == 1 { return nil }
          throw error("casting to '\(type.description)' is not supported by the playground", at: offset)
        }
      }
    }
    if parts.count == 1, case .subclass? = members.first { return nil }  // a class: the plain cast
    return ExistentialType(name: t.description, members: members)
  }
}

/// `any P`, `P & Q`, `Observable`: what a value must be to pass a cast to an existential. Each
/// part is checked against the value's type when the cast runs (`TypeRelations.castExistential`).
final class ExistentialType: TypeValue {
  enum Member {
    /// Conforms to a protocol the lesson declares (directly, through a superclass, an extension or
    /// an inherited protocol).
    case conforms(ProtocolInfo)
    /// Is an instance of this class or of a subclass.
    case subclass(ClassInfo)
    /// Is exactly this struct or enum.
    case exactly(NominalType)
    /// Conforms to `Observable`: an `@Observable` class (and its subclasses), a class that
    /// conforms by hand, or a type that declares the conformance.
    case observable
    /// Is a class instance.
    case anyObject
  }
  let members: [Member]
  init(name: String, members: [Member]) {
    self.members = members
    super.init(name: name)
  }
}
