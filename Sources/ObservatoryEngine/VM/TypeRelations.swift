/// Which value is of which type, and which type is a subtype of which: `x is T`, `x as? T`,
/// `x as! T` (also to an existential, `any Named & Aged`), conformance through superclasses and
/// protocol inheritance, `Observable`, and whether a declared parameter type accepts a value (for
/// overload resolution). Needs only the program's declared types, not the VM.
struct TypeRelations {
  let program: Program

  /// Whether a value is of a lesson type: the type itself, a subclass, or a conforming type.
  func isInstance(_ v: Value, of t: NominalType) -> Bool {
    let own: NominalType?
    switch v {
    case .object(let o):
      if let cls = t as? ClassInfo { return o.cls.isSubclass(of: cls) }
      own = o.cls
    case .structValue(let s): own = s.type
    case .enumValue(let e): own = e.type
    default: own = program.extensionTable(for: v)
    }
    guard let own else { return false }
    if own === t { return true }
    guard t is ProtocolInfo else { return false }
    return conforms(own, to: t.name)
  }

  /// Whether a type conforms to a protocol, directly, through its superclasses or through
  /// protocol inheritance.
  func conforms(_ t: NominalType, to name: String) -> Bool {
    var seen: Set<String> = []
    var pending = Array(t.conformances)
    var c = (t as? ClassInfo)?.superclass
    while let k = c {
      pending += k.conformances
      c = k.superclass
    }
    while let n = pending.popLast() {
      if n == name { return true }
      guard seen.insert(n).inserted else { continue }
      if let p = program.nominalType(n) as? ProtocolInfo { pending += p.inherited }
    }
    return false
  }

  /// A cast to a type known at run time (a generic parameter's, `Compiler+GenericParameters`).
  func cast(_ v: Value, _ kind: CastKind, to t: Value) throws -> Value {
    guard case .type(let written) = t else { throw Fault("internal: a generic parameter holds no type") }
    let type = written.unspecialized
    if let e = type as? ExistentialType { return try castExistential(v, kind, e) }
    return try cast(v, kind, (type as? NominalType)?.path ?? type.name)
  }

  /// `x is T`, `x as? T`, `x as! T`, `x as T`.
  func cast(_ v: Value, _ kind: CastKind, _ type: String) throws -> Value {
    if let wrapped = Self.optionalWrapped(type) { return try castToOptional(v, kind, wrapped, type) }
    // A generic parameter's type names a collection as Swift prints it (`Array<String>`).
    if let sugared = Self.sugaredCollection(type) { return try cast(v, kind, sugared) }
    let inner = v.unwrapped ?? .null
    let matches: Bool
    let declared = program.nominalType(type)
    if type.hasPrefix("["), type.hasSuffix("]"), !type.hasSuffix("?]"), let r = try castCollection(v, kind, type) {
      return r
    }
    switch type {
    case _ where declared != nil: matches = declared.map { isInstance(inner, of: $0) } ?? false
    case "Int": if case .int = inner { matches = true } else { matches = false }
    case "Double": if case .double = inner { matches = true } else { matches = false }
    case "String": if case .string = inner { matches = true } else { matches = false }
    case "Substring":
      // A Substring Swift put into an `Any` (`SubstringValue`) is the plain text again.
      if case .host(is SubstringSlice) = inner { return try castResult(v, kind, matches: true, type) }
      guard case .host(let s as SubstringValue) = inner else { return try castResult(v, kind, matches: false, type) }
      return try castResult(.string(s.text), kind, matches: true, type)
    case "Bool": if case .bool = inner { matches = true } else { matches = false }
    case "Any", "AnyObject", "AnyKeyPath", "any Error", "Error": matches = true
    default: matches = valueTypeName(inner) == type || valueTypeName(inner).hasPrefix(type + "<")
    }
    return try castResult(v, kind, matches: matches, type)
  }

  /// `[String]` of `Array<String>`, `[String: Int]` of `Dictionary<String, Int>`, else nil.
  static func sugaredCollection(_ type: String) -> String? {
    let isArray = type.hasPrefix("Array<")
    guard isArray || type.hasPrefix("Dictionary<"), type.hasSuffix(">") else { return nil }
    let body = type.dropFirst(isArray ? 6 : 11).dropLast()
    if isArray { return "[" + body + "]" }
    var depth = 0
    for i in body.indices {
      switch body[i] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case "," where depth == 0:
        return "[" + body[..<i] + ": " + body[body.index(after: i)...].drop { $0 == " " } + "]"
      default: break
      }
    }
    return nil
  }

  /// `Int` of `Int?` or `Optional<Int>` (one level), else nil.
  private static func optionalWrapped(_ type: String) -> String? {
    if type.hasSuffix("?"), !type.hasSuffix("??"), !type.hasPrefix("(") { return String(type.dropLast()) }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") {
      let w = String(type.dropFirst(9).dropLast())
      return w.hasSuffix("?") || w.hasPrefix("Optional<") ? nil : w
    }
    return nil
  }

  /// `x is Int?`, `x as? String?` of a value in an `Any`, as Swift: a nil of any Optional type is
  /// one (nil converts to every Optional), any other value when what it wraps is a `T`; `as?`
  /// gives an Optional of the Optional (`Optional(Optional(36))`, `Optional(nil)` for a nil).
  private func castToOptional(_ v: Value, _ kind: CastKind, _ wrapped: String, _ type: String) throws -> Value {
    guard let inner = v.unwrapped else {
      switch kind {
      case .is: return .bool(true)
      case .asOptional: return .some(.null)
      case .as, .asForced: return .null
      }
    }
    let r = try cast(inner, .asOptional, wrapped).unwrapped
    switch kind {
    case .is: return .bool(r != nil)
    case .as: return v
    case .asOptional: return r.map { .some(.some($0)) } ?? .null
    case .asForced:
      guard let r else { throw Fault("could not cast value of type '\(valueTypeName(inner))' to '\(type)'") }
      return .some(r)
    }
  }

  /// `x as? [Any]`, `json["items"] as? [[String: Any]]`, `case let xs as [Int]`: as Swift, an
  /// array is one of `[T]` when every element is a `T` (an empty one always is), with its
  /// elements cast; a dictionary when every key and value is. Nil for an element type the
  /// playground leaves to the plain cast (an Optional).
  private func castCollection(_ v: Value, _ kind: CastKind, _ type: String) throws -> Value? {
    let body = type.dropFirst().dropLast()
    var depth = 0
    var colon: String.Index? = nil
    for i in body.indices {
      switch body[i] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0: colon = i
      default: break
      }
    }
    func element(_ x: Value, _ t: Substring) throws -> Value? {
      try cast(x, .asOptional, t.trimmingCharacters(in: .whitespaces)).unwrapped
    }
    let inner = v.unwrapped ?? .null
    if let colon {
      let (k, t) = (body[..<colon], body[body.index(after: colon)...])
      guard case .dict(let d) = inner else { return try castResult(v, kind, matches: false, type) }
      for (key, value) in zip(d.keys, d.values) where try element(key, k) == nil || element(value, t) == nil {
        return try castResult(v, kind, matches: false, type)
      }
      return try castResult(inner, kind, matches: true, type)
    }
    guard case .array(let xs) = inner else { return try castResult(v, kind, matches: false, type) }
    var out: [Value] = []
    out.reserveCapacity(xs.count)
    for x in xs {
      guard let y = try element(x, body) else { return try castResult(v, kind, matches: false, type) }
      out.append(y)
    }
    return try castResult(.array(out), kind, matches: true, type)
  }

  /// Casts to existentials (`x is any Named & Aged`, `x as? any Observable`): the value passes when
  /// its type is every part of the composition (`ExistentialType`, made by `Compiler+Existentials`).
  func castExistential(_ v: Value, _ kind: CastKind, _ e: ExistentialType) throws -> Value {
    let inner = v.unwrapped ?? .null
    return try castResult(v, kind, matches: e.members.allSatisfy { isExistentialMember(inner, $0) }, e.name)
  }

  /// What a cast of `kind` gives for `v`, whose (unwrapped) value is or is not of the type `name`.
  private func castResult(_ v: Value, _ kind: CastKind, matches: Bool, _ name: String) throws -> Value {
    let inner = v.unwrapped ?? .null
    switch kind {
    case .is: return .bool(matches)
    case .as: return v
    case .asOptional: return matches ? .some(inner) : .null
    case .asForced:
      guard matches else { throw Fault("could not cast value of type '\(valueTypeName(inner))' to '\(name)'") }
      return inner
    }
  }

  private func isExistentialMember(_ v: Value, _ m: ExistentialType.Member) -> Bool {
    switch m {
    case .conforms(let p): return isInstance(v, of: p)
    case .subclass(let c): return isInstance(v, of: c)
    case .exactly(let t): return isInstance(v, of: t)
    case .anyObject: if case .object = v { return true } else { return false }
    case .observable:
      switch v {
      case .object(let o): return isObservableType(o.cls)
      case .structValue(let s): return isObservableType(s.type)
      case .enumValue(let x): return isObservableType(x.type)
      default: return false
      }
    }
  }

  /// Conforms to `Observable`: an `@Observable` class (and its subclasses), a class that conforms
  /// by hand, or a type that declares the conformance (also through a protocol that inherits it).
  func isObservableType(_ t: NominalType) -> Bool {
    (t as? ClassInfo)?.isObservableClass == true || conforms(t, to: "Observable")
  }

  /// Whether every value of static type `a` is a `b`: the same type, a subclass, a conforming
  /// type, `Any`, a generic parameter, an Optional of it. False where the playground cannot tell.
  func isSubtype(_ a: TypeExpr, of b: TypeExpr) -> Bool {
    if a == b { return true }
    switch (a, b) {
    case (.opaque(let x), _): return isSubtype(x, of: b)
    case (_, .opaque(let y)): return isSubtype(a, of: y)
    case (.optional(let x), .optional(let y)): return isSubtype(x, of: y)
    case (_, .optional(let y)): return isSubtype(a, of: y)
    case (.array(let x), .array(let y)): return isSubtype(x, of: y)
    case (.array, .named(let n, _)), (.dictionary, .named(let n, _)):
      return ["Any", "Sequence", "Collection"].contains(n) || isUnknownName(n)
    case (.named(let x, _), .named(let y, _)):
      if y == "Any" { return true }
      if isUnknownName(y) { return true }  // a generic parameter takes any type
      if let s = program.nominalType(x), let t = program.nominalType(y) {
        if let c = s as? ClassInfo, let d = t as? ClassInfo { return c.isSubclass(of: d) }
        if t is ProtocolInfo { return s.name == t.name || conforms(s, to: t.name) }
        return false
      }
      if y == "AnyObject" { return program.nominalType(x) is ClassInfo }
      if y == "Observable", let t = program.nominalType(x) { return isObservableType(t) }
      return Builtins.builtinConforms(x, to: y)
    case (_, .named("Any", _)): return true
    // A generic parameter takes any type: `factory: () -> T` is more specific than `instance: T`.
    case (_, .named(let n, let args)) where args.isEmpty && isUnknownName(n): return true
    default: return false
    }
  }

  /// A name that is no type the playground knows: a generic parameter.
  private func isUnknownName(_ n: String) -> Bool {
    program.globalIndex[n] == nil && !Builtins.builtinProtocols.contains(n)
  }

  /// Whether a value is of a declared parameter type: nil when the playground cannot tell.
  func typeAccepts(_ type: TypeExpr?, _ v: Value) -> Bool? {
    guard let type else { return nil }
    switch (type, v) {
    case (.optional, .null): return true
    case (.optional(let inner), .some(let x)): return typeAccepts(inner, x)
    case (.optional(let inner), _): return typeAccepts(inner, v)
    case (_, .null), (_, .some): return false
    case (.array(let e), .array(let xs)): return xs.first.map { typeAccepts(e, $0) == false ? false : true } ?? true
    case (.dictionary, .dict): return true
    case (.array, _), (.dictionary, _): return false
    case (.tuple(let ts, _), .tuple(let xs, _)): return ts.count == xs.count ? nil : false
    case (.function, .closure), (.function, .native), (.function, .boundMethod): return true
    case (.function, _): return false
    case (.named(let n, _), _): return namedTypeAccepts(n, v)
    case (.opaque(let inner), _): return typeAccepts(inner, v)
    case (.member(let base, "Type"), .type(let t)): return metatypeAccepts(base, t)
    case (.member(_, "Type"), _): return false
    default: return nil
    }
  }

  /// Whether `[String: Int].Type`, `[Int].Type` or `(Int, Int).Type` takes the type `t`
  /// (`describe([String: Int].self)` beside `describe([Int].self)`); nil where it cannot tell.
  private func metatypeAccepts(_ base: TypeExpr, _ t: TypeValue) -> Bool? {
    switch base {
    case .dictionary: return t.name.hasPrefix("Dictionary<")
    case .array: return t.name.hasPrefix("Array<")
    case .tuple(let ts, _) where ts.count > 1: return t.name.hasPrefix("(")
    case .named(let n, let args) where args.isEmpty && ["Int", "Double", "String", "Bool"].contains(n):
      return t.name == n
    default: return nil
    }
  }

  private func namedTypeAccepts(_ n: String, _ v: Value) -> Bool? {
    switch n {
    case "Int": if case .int = v { return true } else { return false }
    case "Double":
      // An integer literal is a Double where a Double is expected.
      switch v {
      case .double: return true
      case .int: return nil
      default: return false
      }
    case "Bool": if case .bool = v { return true } else { return false }
    case "String": if case .string = v { return true } else { return false }
    case "Any": return true
    case "AnyObject", "Character": return nil
    case "Observable":
      switch v {
      case .object(let o): return isObservableType(o.cls)
      case .structValue(let s): return isObservableType(s.type)
      case .enumValue(let e): return isObservableType(e.type)
      default: return false
      }
    default: break
    }
    // A standard protocol: whether the builtin value's type conforms (`"abc"` is a Collection).
    if Builtins.builtinProtocols.contains(n) {
      switch v {
      case .int: return Builtins.builtinConforms("Int", to: n)
      case .double: return Builtins.builtinConforms("Double", to: n)
      case .bool: return Builtins.builtinConforms("Bool", to: n)
      case .string: return Builtins.builtinConforms("String", to: n)
      case .array: return Builtins.builtinConforms("Array", to: n)
      case .dict: return Builtins.builtinConforms("Dictionary", to: n)
      case .set: return Builtins.builtinConforms("Set", to: n)
      default: break
      }
    }
    let declared: NominalType?
    switch v {
    case .structValue(let s): declared = s.type
    case .enumValue(let e): declared = e.type
    case .object(let o): declared = o.cls
    case .int, .double, .bool, .string, .array, .dict, .set: declared = nil
    default: return nil
    }
    guard let g = program.globalIndex[n], case .type(is NominalType) = program.globals[g] else {
      // A generic parameter or a type the playground does not name.
      return declared == nil && ["Int", "Double", "Bool", "String"].contains(n) ? false : nil
    }
    guard let t = declared else { return false }
    var c: NominalType? = t
    while let k = c {
      if k.name == n || k.conformances.contains(n) { return true }
      c = (k as? ClassInfo)?.superclass
    }
    return false
  }
}

extension ClassInfo {
  /// `@Observable` (here or in a superclass), or conforming by hand.
  var isObservableClass: Bool {
    var c: ClassInfo? = self
    while let k = c {
      if k.isObservable || k.byHand != nil { return true }
      c = k.superclass
    }
    return false
  }
}
