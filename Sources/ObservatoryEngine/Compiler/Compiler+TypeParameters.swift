/// A generic type's own parameters used as values inside its instance methods:
/// `E.collection`, `E.placeholder(id:)`, `String(describing: E.self)` in `Repository<E: Entity>`.
/// Swift knows `E` from the static type of the instance; the playground knows it from the type
/// arguments the instance was made with (`Repository<Book>()`, `let r: Repository<Book> =
/// .init()`), which the value keeps (`TypeArguments`). So where a type's methods use a parameter
/// as a value, making one without writing its arguments (`Repository()`, inferred by Swift) is an
/// error when the lesson loads, as is a use in a static method or an initializer (no instance, or
/// one not made yet).
extension Compiler {
  /// Once the lesson is compiled: each construction of a generic type whose code used one of
  /// its parameters as a value that does not write its type arguments is refused, naming both.
  func checkTypeParametersUsedAsValues(_ stmts: [Stmt]) throws {
    let needy = program.typeParametersUsedAsValues
    guard !needy.isEmpty else { return }
    var found: (type: String, at: Int)?
    var walk = SyntaxWalk()
    walk.visitExpr = { e, _ in
      guard found == nil, case .call(let callee, _) = e.kind else { return }
      switch callee.kind {
      case .name(let n) where needy[n] != nil: found = (n, callee.start)
      case .member(let base, "init"):
        if case .name(let n) = base.kind, needy[n] != nil { found = (n, callee.start) }
      case .typeRef(.named(let n, let args)) where needy[n] != nil:
        // Inside the type's own code `Repository<E>()` names no type the playground knows.
        if args.contains(where: { if case .named(let a, _) = $0 { needy.values.contains(a) } else { false } }) {
          found = (n, callee.start)
        }
      default: break
      }
    }
    walk.walk(stmts)
    if let (n, at) = found {
      throw error(
        "making a '\(n)' without writing its type arguments is not supported by the playground: its code uses '\(needy[n]!)' as a value, which the playground knows only from the arguments written where the value is made (Swift infers them from static types)",
        at: at, hint: "write them: '\(n)<SomeType>(...)'")
    }
  }

  /// `E` inside an instance method (or a closure in one) of a generic type whose values keep
  /// their type arguments: the argument `self` was made with. False where there is no such
  /// instance (a static method, an initializer): the caller refuses it.
  func emitTypeParameterOfSelf(_ name: String, at offset: Int) throws -> Bool {
    var f: FunctionState? = fn
    while let s = f, s.selfType == nil { f = s.parent }
    guard let method = f, let t = method.selfType, let k = t.genericParams.firstIndex(of: name),
      !method.proto.isStatic, !method.isInitializer, method.proto.kind != .initializer
    else { return false }
    program.typeParametersUsedAsValues[t.name] = name
    let owner = t.name
    let read = NativeFunction(name) { vm, values, _ in
      try TypeArguments.type(k, of: values[0], vm.program, parameter: name, owner: owner)
    }
    emit(.pushConst(constant(.native(read))), offset)
    try emitSelf(offset)
    emit(.call(argc: 1, labels: program.labelSet([nil])), offset)
    return true
  }
}

extension TypeArguments {
  /// The `k`-th type argument `value` was made with (`<main.Book>` → the type `Book`).
  static func type(_ k: Int, of value: Value, _ program: Program, parameter: String, owner: String) throws -> Value {
    let arguments: TypeArguments? =
      switch value {
      case .object(let o): o.typeArguments
      case .structValue(let s): s.typeArguments
      case .enumValue(let e): e.typeArguments
      default: nil
      }
    guard let arguments else {
      throw Fault(
        "the playground does not know '\(parameter)' for this '\(owner)': it was made without its type arguments written",
        hint: "write them where it is made: '\(owner)<SomeType>(...)'")
    }
    if arguments.types == nil { arguments.types = resolve(arguments.qualified, program) }
    guard let types = arguments.types, k < types.count, let t = types[k] else {
      throw Fault(
        "using '\(parameter)' as a value is not supported by the playground when it is '\(arguments.plain)': only a type without arguments of its own can be"
      )
    }
    return t
  }

  /// `<main.Book, Swift.Int>` → the types, nil for one the playground cannot name as a value
  /// (a generic type's instance, a tuple).
  private static func resolve(_ qualified: String, _ program: Program) -> [Value?] {
    split(qualified).map { part -> Value? in
      guard !part.contains(where: { "<([".contains($0) }) else { return nil }
      let name =
        part.hasPrefix("main.")
        ? String(part.dropFirst(5)) : part.hasPrefix("Swift.") ? String(part.dropFirst(6)) : part
      guard let i = program.globalIndex[name], case .type(let t) = program.globals[i] else { return nil }
      return .type(t)
    }
  }

  /// `<main.Book, Swift.Array<Swift.Int>>` → `["main.Book", "Swift.Array<Swift.Int>"]` (a
  /// function type's `->` does not close a bracket).
  static func split(_ arguments: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    for c in arguments.dropFirst().dropLast() {
      if c == "<" || c == "(" || c == "[" { depth += 1 }
      if (c == ">" && previous != "-") || c == ")" || c == "]" { depth -= 1 }
      previous = c
      if c == "," && depth == 0 {
        parts.append(current)
        current = ""
      } else if !(c == " " && current.isEmpty) {
        current.append(c)
      }
    }
    parts.append(current)
    return parts
  }
}
