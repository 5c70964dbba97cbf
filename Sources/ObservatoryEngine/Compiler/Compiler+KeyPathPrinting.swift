/// `print(\Row.size)`: Swift prints a key path by its components' names only where each is a
/// stored property it reaches directly: a struct's stored property without observers, a class's
/// `let`, or a `var` of a final class (or a `final var`) that `@Observable` does not track. A
/// computed property, an observed one (`didSet`), one `@Observable` tracks, a `var` a subclass may
/// override, a standard library type's member (`\String.count`) or a tuple element prints as its
/// accessor's address (`\Row.<computed 0x000055731b82b0a0 (String)>`), which changes from run to
/// run, and a literal written without its root (`\.size`) prints the root Swift infers
/// (`\Row.size`) (verified against Swift 6.3.1). The playground prints the names as written, so
/// such a key path is refused when the lesson loads where it is printed as written or through the
/// variable it initializes (`print(\Row.label)`, `let k = \Row.label; print("\(k)")`). Where it
/// is held elsewhere (a property, a collection, a generic value) and printed from there, it still
/// prints its names (issue 28 notes). One only applied (`rows.map(\.label)`) runs.
extension Compiler {
  /// Refuses the key path literal `e` where it is printed and Swift would not print it as the
  /// playground does (its names as written).
  func refusePrintedKeyPath(_ e: Expr) throws {
    guard case .keyPath(let root, let components) = e.kind, !keyPathPrintsItsNames(root, components),
      isPrintedDirectly(e)
    else { return }
    if root == nil {
      throw error(
        "printing a key path written without its root type is not supported by the playground: "
          + "Swift prints the root type it infers ('\\Row.size' for '\\.size')",
        at: e.start, hint: "write its root type (\\Row.size), or apply it instead of printing it")
    }
    throw error(
      "printing this key path is not supported by the playground: Swift prints a component that is not "
        + "a stored property it reaches directly (a computed, observed or @Observable-tracked property, a "
        + "class's 'var' a subclass may override, a standard library type's member, a tuple element) as its "
        + "accessor's address ('\\Row.<computed 0x000055731b82b0a0 (String)>'), which changes from run to run",
      at: e.start, hint: "apply it (row[keyPath: path]) instead of printing it")
  }

  /// Whether the key path literal `e` is an argument of `print`, `debugPrint`, `dump`,
  /// `String(describing:)` or `String(reflecting:)` or an interpolation: as written, in an array
  /// or tuple literal, in a lesson struct or class made from it (`Column(path: \Row.label)`), or
  /// through a variable initialized or assigned with one of those.
  private func isPrintedDirectly(_ e: Expr) -> Bool {
    var bound: [(String, Expr)] = []
    var shown: [Expr] = []
    var walk = SyntaxWalk()
    walk.visitStmt = { s, _ in
      switch s.kind {
      case .variable(let v):
        if let i = v.initializer, case .name(let n) = v.pattern { bound.append((n, i)) }
      case .assign(let target, "=", let value):
        if case .name(let n) = target.kind { bound.append((n, value)) }
      default: break
      }
    }
    walk.visitExpr = { [program] x, _ in
      switch x.kind {
      case .call(let f, let args):
        guard case .name(let n) = f.kind, program.declaredSignatures[n] == nil else { return }
        let describing = n == "String" && args.count == 1 && ["describing", "reflecting"].contains(args[0].label ?? "")
        if ["print", "debugPrint", "dump"].contains(n) || describing { shown += args.map(\.value) }
      case .string(let parts):
        for case .expr(let p) in parts { shown.append(p) }
      default: break
      }
    }
    walk.walk(scriptStatements)
    var holders: Set<String> = []
    func reaches(_ x: Expr) -> Bool {
      switch x.kind {
      case .keyPath: return x.start == e.start && x.end == e.end
      case .name(let n): return holders.contains(n)
      case .array(let xs): return xs.contains(where: reaches)
      case .tuple(let xs): return xs.contains { reaches($0.1) }
      case .call(let f, let args):
        guard case .name(let n) = f.kind, let t = program.nominalType(n), t is StructType || t is ClassInfo else {
          return false
        }
        return args.contains { reaches($0.value) }
      default: return false
      }
    }
    while true {
      let before = holders.count
      for (n, x) in bound where !holders.contains(n) && reaches(x) { holders.insert(n) }
      if holders.count == before { break }
    }
    return shown.contains(where: reaches)
  }

  /// Whether Swift prints `\Root.a.b` as the playground does: each component a stored property it
  /// reaches directly, `self`, `!`, or a `?` whose chain the compiler can type (it prints a last
  /// `?` where the chain wraps its value: `Compiler+KeyPathTypes.swift`).
  func keyPathPrintsItsNames(_ root: String?, _ components: [String]) -> Bool {
    guard let root else { return false }
    if components.contains("?") && keyPathLiteralTypeName(root, components) == nil { return false }
    guard genericParameter(root) == nil, let rootType = program.nominalType(root), rootType.name == root else {
      return false
    }
    var current: TypeExpr? = .named(root, [])
    for c in components {
      switch c {
      case "self": continue
      case "?", "!":
        guard let t = current, case .optional(let w) = unaliased(t) else { return false }
        current = w
      default:
        guard let t = current, case .named(let n, let args) = unaliased(t), args.isEmpty, genericParameter(n) == nil,
          let owner = program.nominalType(n), owner.genericParams.isEmpty,
          let (v, declaring) = storedPropertyDeclaration(c, in: owner), isReachedDirectly(v, declaring)
        else { return false }
        current = v.type ?? literalType(v.initializer)
      }
    }
    return true
  }

  /// A stored property Swift's key path reaches without an accessor: a struct's without observers
  /// or wrappers, a class's `let`, or a final `var` no `@Observable` macro tracks.
  private func isReachedDirectly(_ v: VariableDecl, _ declaring: NominalType) -> Bool {
    guard v.accessors == nil, !v.modifiers.isLazy, v.modifiers.attributes.allSatisfy({ $0 == "ObservationIgnored" })
    else { return false }
    if declaring is StructType { return true }
    guard let c = declaring as? ClassInfo, !c.isActor else { return false }
    if v.isLet { return true }
    guard v.modifiers.isFinal || c.declaration?.modifiers.isFinal == true else { return false }
    return !c.isObservable || v.modifiers.has("ObservationIgnored")
  }

  /// The stored property `name` as its struct or class (or a superclass) declares it.
  private func storedPropertyDeclaration(_ name: String, in t: NominalType) -> (VariableDecl, NominalType)? {
    guard t is StructType || t is ClassInfo else { return nil }
    return propertyDeclaration(name, in: t)
  }
}
