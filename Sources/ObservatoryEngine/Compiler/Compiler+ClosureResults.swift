/// A closure literal that declares no result takes the one its context's function type declares,
/// as Swift infers it: `let make: () -> Cache<String> = { Cache() }`, a stored property's
/// `var make: () -> Box<Int> = { Box() }`, a parameter's default, a `return` of a function
/// returning a function, and an argument of a lesson function (`withBox { Box() }` for
/// `func withBox(_ make: () -> Box<Int>)`), and an element of an array or dictionary literal of a
/// declared type (`["*": { $0 * $1 }]` as a `[String: (Double, Double) -> Double]`). The closure's result is then coerced to that type as
/// if the closure had written it (`{ () -> Cache<String> in Cache() }`): a generic value made in
/// it keeps its arguments (verified against Swift 6.3.1: `Language/closure-context-results`).
extension Compiler {
  /// `e` used as a value of type `t`: a closure literal in it takes `t`'s declared result.
  func noteClosureResult(_ e: Expr, _ t: TypeExpr) {
    var type = unaliased(t)
    if case .optional(let w) = type { type = unaliased(w) }  // `var onDone: (() -> Box<Int>)?`
    // `let ops: [String: (Double, Double) -> Double] = ["*": { $0 * $1 }]`: each element's closure.
    switch (e.kind, type) {
    case (.array(let xs), .array(let element)):
      for x in xs { noteClosureResult(x, element) }
      return
    case (.dictionary(let pairs), .dictionary(_, let value)):
      for (_, x) in pairs { noteClosureResult(x, value) }
      return
    default: break
    }
    // `let d: Task<Double, Never> = Task { 1 }`: the task's closure returns a Double.
    if case .named("Task", let args) = type, args.count == 2, case .call(let callee, let callArgs) = e.kind,
      isTaskMaker(callee), let body = callArgs.last
    {
      noteClosureResult(body.value, .function([], args[0]))
      return
    }
    // `["+": (+)]` as a `[String: (Double, Double) -> Double]`: Double arithmetic on any
    // arguments (`op(7, 2)` divides 7.0 by 2.0).
    if case .name(let n) = e.kind, Compiler.doubleOperators.contains(n), resolve(n).map(isBuiltinGlobal) ?? false,
      case .function(let ps, let r) = type, ps.count == 2, ps.allSatisfy(isDoubleType), isDoubleType(r)
    {
      doubleOperatorValues.insert(e.start)
      closureParamTypes[e.start] = ps
      return
    }
    // `{ $0 - $1 }` as a `(Double, Double) -> Double`: its parameters are Doubles, so a call with
    // Int literals (`op(7, 2)`) divides as Doubles do.
    if case .closure(let c) = e.kind, case .function(let ps, _) = type, closureParamTypes[c.start] == nil,
      ps.contains(where: isDoubleType)
    {
      closureParamTypes[c.start] = ps
    }
    guard case .closure(let c) = e.kind, c.returnType == nil else { return }
    // A type the compiler can name (not `Box<T>` of a generic owner's property).
    guard case .function(_, let result) = type, !mentionsGenericParameter(result), staticTypeName(result) != nil
    else { return }
    closureResultTypes[c.start] = result
  }

  /// `Task` or `Task.detached` (not a lesson type of that name).
  private func isTaskMaker(_ callee: Expr) -> Bool {
    switch callee.kind {
    case .name("Task"), .typeRef(.named("Task", _)): return builtinTypeName(callee) == "Task"
    case .member(let base, "detached"): return builtinTypeName(base) == "Task"
    default: return false
    }
  }

  /// The closure arguments of a call of a top-level lesson function (one of its name, not
  /// generic), each matched with the parameter at its position.
  func noteClosureArguments(_ callee: Expr, _ args: [Argument]) {
    noteMemberwiseClosureArguments(callee, args)
    guard case .name(let n) = callee.kind, case .global(let g)? = resolve(n),
      let f = program.singleFunctions[g], f.params.count == args.count,
      !f.params.contains(where: { $0.isVariadic })
    else { return }
    for (a, p) in zip(args, f.params) {
      if let t = p.type { noteClosureResult(a.value, t) }
    }
  }

  /// `loader.makeCache` with `var loader = FeedLoader()`: the stored property's declared type,
  /// its owner from the base's static type.
  func propertyType(of e: Expr) -> TypeExpr? {
    guard case .member(let base, let field) = e.kind, case .named(let n, _)? = staticType(of: base) else { return nil }
    return program.nominalType(n)?.fieldsByName[field]?.declaredType
  }

  /// `ops["pow"] = { ... }` of a declared `[String: (Double, Double) -> Double]`: the element's type.
  func subscriptedType(of e: Expr) -> TypeExpr? {
    guard case .subscriptAccess(let base, let args) = e.kind, args.count == 1, args[0].label == nil else { return nil }
    switch (declaredType(of: base) ?? propertyType(of: base)).map(unaliased) {
    case .dictionary(_, let v)?: return v
    case .array(let element)?: return element
    default: return nil
    }
  }

  /// `caches[key, default: Cache()]` of a `[String: Cache<Int>]`: the default value is of the
  /// dictionary's value type, whose type arguments a generic value made there keeps.
  func emitDefaultValueTypeArguments(_ base: Expr, _ value: Expr) {
    guard case .dictionary(_, let v)? = (staticType(of: base) ?? propertyType(of: base)).map(unaliased),
      let sh = shape(for: v), case .genericInstance = sh
    else { return }
    emit(.coerce(shape(sh)), value.start)
  }

  /// Whether `t` names a generic parameter in scope (whose type the closure's context does not fix).
  private func mentionsGenericParameter(_ t: TypeExpr) -> Bool {
    switch t {
    case .named(let n, let args): return genericParameter(n) != nil || args.contains(where: mentionsGenericParameter)
    case .member(let b, _): return mentionsGenericParameter(b)
    case .optional(let w), .array(let w), .opaque(let w): return mentionsGenericParameter(w)
    case .dictionary(let k, let v): return mentionsGenericParameter(k) || mentionsGenericParameter(v)
    case .tuple(let ts, _), .composition(let ts): return ts.contains(where: mentionsGenericParameter)
    case .function(let ps, let r): return ps.contains(where: mentionsGenericParameter) || mentionsGenericParameter(r)
    }
  }

  /// `Double` (or an alias of it).
  func isDoubleType(_ t: TypeExpr) -> Bool { unaliased(t) == .named("Double", []) }

  /// `Calc(op: { $0 - $1 })`, `Calc { a, b in a / b }` of a struct with no initializer of its own:
  /// each closure argument takes the declared type of the stored property it initializes (by
  /// label; a trailing closure, when one property has a function type).
  private func noteMemberwiseClosureArguments(_ callee: Expr, _ args: [Argument]) {
    guard case .name(let n) = callee.kind, let t = program.nominalType(n) as? StructType, let d = t.declaration,
      !d.members.contains(where: { if case .initializer = $0 { true } else { false } })
    else { return }
    // A trailing closure: the one stored property of a function type, when there is one.
    let functions = t.fields.filter { f in
      if case .function? = f.declaredType.map(unaliased) { true } else { false }
    }
    for a in args {
      let field = a.label.flatMap { t.fieldsByName[$0] } ?? (a.isTrailing && functions.count == 1 ? functions[0] : nil)
      if let type = field?.declaredType { noteClosureResult(a.value, type) }
    }
  }

  static let doubleOperators: Set<String> = ["+", "-", "*", "/", "max", "min"]

  /// A global the playground declares (an operator, `max`), not one of the lesson's.
  private func isBuiltinGlobal(_ r: Resolved) -> Bool {
    guard case .global(let g) = r else { return false }
    return program.singleFunctions[g] == nil && program.declaredSignatures[program.globalNames[g]] == nil
  }

  /// `(+)` where a `(Double, Double) -> Double` goes, as the closure `{ $0 + $1 }` with Double
  /// parameters (`max`: `{ max($0, $1) }`).
  func doubleOperatorClosure(_ n: String, _ e: Expr) -> Expr {
    let a = Expr(.dollar("0"), e.start, e.end)
    let b = Expr(.dollar("1"), e.start, e.end)
    let value =
      n == "max" || n == "min"
      ? Expr(
        .call(
          Expr(.name(n), e.start, e.end),
          [Argument(label: nil, value: a, labelStart: e.start), Argument(label: nil, value: b, labelStart: e.start)]),
        e.start, e.end)
      : Expr(.binary(n, a, b), e.start, e.end)
    let c = ClosureExpr(
      params: [], hasParamList: false, returnType: nil, body: [Stmt(.expr(value), e.start, e.end)], start: e.start,
      captureList: [])
    return Expr(.closure(c), e.start, e.end)
  }
}
