/// `Box(value: { (x: Int) in x + 1 })`: a generic value whose type argument is a function type.
/// Swift prints it with that type (`Box<(Int) -> Int>(value: (Function))`), effects included
/// (`() async throws -> Int`), or with a part of it where the parameter is a function type
/// (`init(loader: @escaping () async throws -> Value)` given a closure returning `[Int]` makes a
/// `Resource<Array<Int>>`); the playground keeps no function types, so such a value is refused
/// when the lesson loads where it may be printed or named (`ValueUses`). One whose closure is
/// only called or read (`box.value(3)`) runs (verified against Swift 6.3.1). `type(of:)` of a key
/// path (`WritableKeyPath<P, Int>`, whose kind the playground does not keep) is refused too.
extension Compiler {
  /// Refuses `T(args)` of a generic lesson struct or class given a closure (or a function, or a
  /// literal holding one) without its type arguments, where the value may be printed or named.
  func refuseClosureTypeArguments(_ n: String, _ args: [Argument], _ e: Expr) throws {
    guard let t = program.nominalType(n), !t.genericParams.isEmpty, t is StructType || t is ClassInfo,
      args.contains(where: { holdsClosure($0.value) })
    else { return }
    // `func make() -> Binding<Int> { Binding(get: { 1 }, set: { _ in }) }`, a computed
    // property's getter: the declared result gives every argument, and the value is made with them.
    if case .named(n, let ts)? = resultContext[e.start].map(unaliased), ts.count == t.genericParams.count {
      return
    }
    var seen: Set<String> = []
    guard
      typeMayShowItself(t) || valueUses.mayBeShown(e, closureHolderRules(t), entriesMayFollow: entriesMayFollow, &seen)
    else { return }
    throw error(
      "printing or naming the type of a '\(t.name)' made from a closure is not supported by the playground: "
        + "Swift takes its type argument from the closure's function type (the whole of it, as in "
        + "'\(t.name)<(Int) -> Int>', or a part, as the result of a 'loader: () async throws -> Value'), "
        + "which the playground does not keep",
      at: e.start, hint: "print its properties instead of the whole value")
  }

  /// A closure literal, a lesson function named as a value, a variable declared with a function
  /// type, or an array, dictionary or tuple literal holding one.
  private func holdsClosure(_ e: Expr) -> Bool {
    switch e.kind {
    case .closure: return true
    case .name(let m):
      if case .function? = declaredType(of: e).map(unaliased) { return true }
      guard declaredLocal(m) == nil, case .global(let g)? = resolve(m) else { return false }
      return program.functionGlobals.contains(g)
    case .array(let xs): return xs.contains(where: holdsClosure)
    case .dictionary(let kv): return kv.contains { holdsClosure($0.1) }
    case .tuple(let xs): return xs.contains { holdsClosure($0.1) }
    default: return false
    }
  }

  /// A generic value holding a closure is hidden where only its stored properties are read or
  /// called; a method's result may be the value itself, so its uses count.
  func closureHolderRules(_ t: NominalType) -> ValueUses.Rules {
    var rules = ValueUses.Rules(
      member: { m, _, call in
        if t.fieldsByName[m] != nil { return .hidden }
        return call.map { .follow($0) } ?? .shown
      },
      argument: { _, _, _ in false }, declared: { _ in false }, assigned: { _ in false })
    rules.bodyResultsShow = true  // `let make = { Box(value: { 1 }) }` returns it
    return rules
  }

  /// A key path literal, a variable declared with a key path type, or a literal holding one.
  func holdsKeyPath(_ e: Expr) -> Bool {
    switch e.kind {
    case .keyPath: return true
    case .name:
      guard case .named(let k, _)? = declaredType(of: e).map(unaliased) else { return false }
      return Compiler.keyPathKinds.contains(k)
    case .array(let xs): return xs.contains(where: holdsKeyPath)
    case .dictionary(let kv): return kv.contains { holdsKeyPath($0.0) || holdsKeyPath($0.1) }
    case .tuple(let xs): return xs.contains { holdsKeyPath($0.1) }
    default: return false
    }
  }

  /// `type(of: \Item.count)`: Swift names the key path's kind and types
  /// (`WritableKeyPath<Item, Int>`, `KeyPath<Item, String>` of a `let`), which the playground does
  /// not keep; refused when the lesson loads (with the compiler check, the SIL names it).
  func refuseTypeOfKeyPath(_ e: Expr, at offset: Int) throws {
    guard holdsKeyPath(e) else { return }
    throw error(
      "type(of:) of a key path is not supported by the playground: Swift names its kind and its root and "
        + "value types ('WritableKeyPath<Item, Int>'), which the playground does not keep",
      at: offset, hint: "print the key path itself (print(\\Item.count)), or run with the compiler check")
  }
}
