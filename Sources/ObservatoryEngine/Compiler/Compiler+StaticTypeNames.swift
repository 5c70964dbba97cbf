/// `type(of: xs)` where `xs` is declared `[Animal]`, `[any Shape]`, `[String: Animal]` or
/// `Animal?`: Swift names the container with its static element type (`Array<Animal>`,
/// `Array<Shape>`), whatever its elements are at run time (a `Dog`), and an empty one too; a
/// declared `Task<Int, Never>` likewise. The
/// compiler writes that name from the declaration; a value of another type is named from what it
/// holds at run time (`Builtins.typeOf`).
extension Compiler {
  static let standardTypeNames: Set<String> = [
    "Int", "Double", "String", "Bool", "Character", "Substring", "Float", "Never",
  ]
  static let foundationTypeNames: Set<String> = ["Date", "UUID", "Decimal", "Data", "URL"]
  /// The standard library's existential types as Swift names them inside another type
  /// (`Dictionary<String, Any>`, `Swift.Array<Swift.AnyObject>`, `Array<Error>` of `[any Error]`;
  /// verified against Swift 6.3.1). `Any` has no module. A value's own type never tells them.
  static let existentialTypeNames: [String: String] = [
    "Any": "Any", "AnyObject": "Swift.AnyObject", "AnyHashable": "Swift.AnyHashable", "Error": "Swift.Error",
  ]

  /// Whether `t` is `Any`, `AnyObject`, `any Error` or a lesson protocol (`any Shape`) or a
  /// composition: a type whose values name their own dynamic type.
  func isExistentialType(_ t: TypeExpr) -> Bool {
    switch t {
    case .opaque, .composition: return true
    // `Any.Type`, `AnyClass`, `any Shape.Type`: a metatype whose values name their own type.
    case .member(let w, "Type"): return isExistentialType(w)
    case .named("AnyClass", []) where program.nominalType("AnyClass") == nil: return true
    case .named(let n, let args) where args.isEmpty:
      guard let type = program.nominalType(n) else { return Compiler.existentialTypeNames[n] != nil }
      return type is ProtocolInfo
    default: return false
    }
  }

  /// The plain and the qualified (`Swift.Array<main.Animal>`) name of a declared collection or
  /// optional type, when every type in it is one the compiler can name.
  func staticContainerTypeName(_ t: TypeExpr) -> (plain: String, qualified: String)? {
    switch t {
    case .array(let e): return container("Array", [e])
    case .dictionary(let k, let v): return container("Dictionary", [k, v])
    case .optional(let w): return container("Optional", [w])
    case .named(let n, let args) where ["Array", "Set", "Optional", "ArraySlice"].contains(n) && args.count == 1:
      return container(n, args)
    case .named("Dictionary", let args) where args.count == 2: return container("Dictionary", args)
    // `KeyPath<P, Int>`: the static type (a key path's own may be `WritableKeyPath<P, Int>`).
    case .named(let n, _) where Compiler.keyPathTypeNames.contains(n): return staticKeyPathTypeName(t)
    // A declared `Task<Int, Never>`, `Task<Void, Error>`: its result and failure (no value shows them).
    case .named("Task", let args) where args.count == 2 && program.nominalType("Task") == nil:
      switch args[1] {
      case .named("Never", []): return container("Task", args)
      case .named("Error", []), .opaque(.named("Error", [])):
        guard let r = staticTypeName(args[0]) else { return nil }
        return ("Task<\(r.plain), Error>", "Swift.Task<\(r.qualified), Swift.Error>")
      default: return nil
      }
    default: return nil
    }
  }

  /// `Name<A, B>` of a standard generic type, with its arguments' static names (`Swift.Name<...>`).
  func container(_ name: String, _ args: [TypeExpr]) -> (plain: String, qualified: String)? {
    var plain: [String] = []
    var qualified: [String] = []
    for a in args {
      guard let n = staticTypeName(a) else { return nil }
      plain.append(n.plain)
      qualified.append(n.qualified)
    }
    return (
      "\(name)<\(plain.joined(separator: ", "))>", "Swift.\(name)<\(qualified.joined(separator: ", "))>"
    )
  }

  /// `[1, 2] as [Any]`: the type an `as` cast gives its value (`let mixed = [1, 2] as [Any]`).
  func castType(_ e: Expr) -> TypeExpr? {
    if case .cast(_, .as, let t) = e.kind { return t }
    return nil
  }

  /// A type's plain and qualified name (`Animal`, `main.Animal`), when the compiler can name it.
  func staticTypeName(_ t: TypeExpr) -> (plain: String, qualified: String)? {
    switch t {
    case .named(let n, let args) where args.isEmpty && program.aliasedTypes[n] != nil:
      let target = unaliased(t)  // `[CommentPage]` is `Array<Page<Comment>>`
      return target == t ? nil : staticTypeName(target)
    case .named(let n, let args) where args.isEmpty:
      if let s = typeNameStandIns[n] { return s }
      if Compiler.standardTypeNames.contains(n) { return (n, "Swift." + n) }
      if let q = Compiler.existentialTypeNames[n], program.nominalType(n) == nil { return (n, q) }
      // On Linux these live in FoundationEssentials (verified against Swift 6.3.1).
      if Compiler.foundationTypeNames.contains(n) { return (n, "FoundationEssentials." + n) }
      if n == "Void" { return ("()", "()") }
      guard genericParameter(n) == nil, let type = program.nominalType(n), type.genericParams.isEmpty else {
        return nil
      }
      // An alias or a nested type prints by the type's own name (`Pt` is `Point`, `Inner`).
      return (type.name, type.qualifiedPath)
    case .member(let outer, let n):
      guard let type = program.nominalType(outer.description + "." + n), type.genericParams.isEmpty else {
        return nil
      }
      return (type.name, type.qualifiedPath)
    case .opaque(let w): return staticTypeName(w)  // `any Shape` is named `Shape`
    case .composition(let parts):
      // `any Shape & Named` is named `Named & Shape`: Swift sorts the lesson's protocols by name.
      var names: [(plain: String, qualified: String)] = []
      for p in parts {
        guard case .named(let n, let args) = p, args.isEmpty, let proto = program.nominalType(n) as? ProtocolInfo
        else { return nil }
        names.append((proto.name, proto.qualifiedPath))
      }
      names.sort { $0.plain < $1.plain }
      return (names.map(\.plain).joined(separator: " & "), names.map(\.qualified).joined(separator: " & "))
    case .tuple(let ts, let labels) where ts.count != 1:
      // `(first: String, second: Array<Int>)`, `(first: Swift.String, ...)`.
      var plain: [String] = []
      var qualified: [String] = []
      for (k, e) in ts.enumerated() {
        guard let n = staticTypeName(e) else { return nil }
        let label = labels?[k].map { $0 + ": " } ?? ""
        plain.append(label + n.plain)
        qualified.append(label + n.qualified)
      }
      return ("(" + plain.joined(separator: ", ") + ")", "(" + qualified.joined(separator: ", ") + ")")
    case .named(let n, let args) where program.nominalType(n) != nil:
      return staticGenericTypeName(n, args)  // `Box<Int>`
    default: return staticContainerTypeName(t)
    }
  }
}
