/// Implicitly unwrapped optionals (`var window: Window!`, SE-0054): the value is an Optional, and
/// where Swift could not use an Optional — the base of a member, a method call or a subscript, an
/// operand of arithmetic or ordering, the target of `+=`, the value of a declaration, assignment
/// or `return` of a non-optional type — it is force-unwrapped, and nil traps with Swift's
/// "implicitly unwrapping" (`FunctionProto.implicitUnwraps`). Elsewhere (`== nil`, `if let`,
/// `??`, `print`, `let copy = x`) it stays an Optional, as in Swift.
extension Compiler {
  /// Whether `e` names a variable or stored property declared `T!`.
  func isImplicitlyUnwrapped(_ e: Expr) -> Bool {
    guard program.hasImplicitlyUnwrapped else { return false }
    switch e.kind {
    case .name(let n):
      if let l = declaredLocal(n) { return l.isImplicitlyUnwrapped }
      switch resolve(n) {
      case .global(let g)?: return program.implicitlyUnwrappedGlobals.contains(g)
      case .selfMember?: return enclosingSelfType()?.fieldsByName[n]?.isImplicitlyUnwrapped == true
      default: return false
      }
    case .member(let base, let name):
      let owner: NominalType?
      if base.kind.isSelf {
        owner = enclosingSelfType()
      } else if case .named(let t, _)? = staticType(of: base) {
        owner = program.nominalType(t)
      } else {
        owner = nil
      }
      return owner?.fieldsByName[name]?.isImplicitlyUnwrapped == true
    default: return false
    }
  }

  /// Whether the declaration of the variable `e` names wrote a function type (`((Int) -> Int)!`).
  private func isFunctionTyped(_ e: Expr) -> Bool {
    switch declaredType(of: e).map(unaliased) {
    case .function?: return true
    case .optional(let t)?: if case .function = unaliased(t) { return true }
    default: break
    }
    return false
  }

  /// `e` force-unwrapped where it is implicitly unwrapped. The unwrap spans exactly `e` (an
  /// explicit `x!` ends one past `x`), which is how its compilation tells the two apart.
  func implicitlyUnwrapping(_ e: Expr) -> Expr {
    isImplicitlyUnwrapped(e) ? Expr(.forceUnwrap(e), e.start, e.end) : e
  }

  /// `e` with the implicitly unwrapped values it uses as values unwrapped: the bases along a
  /// member, call or subscript chain, and the operands of an operator that takes no Optional.
  func unwrappingImplicitOperands(_ e: Expr) -> Expr {
    guard program.hasImplicitlyUnwrapped else { return e }
    switch e.kind {
    case .member(let b, let n) where !b.kind.isSelf && !b.kind.isSuper:
      return Expr(.member(implicitlyUnwrapping(unwrappingImplicitOperands(b)), n), e.start, e.end)
    case .subscriptAccess(let b, let args):
      return Expr(.subscriptAccess(implicitlyUnwrapping(unwrappingImplicitOperands(b)), args), e.start, e.end)
    case .call(let callee, let args):
      // `handler(1)` of `var handler: ((Int) -> Int)!` calls the unwrapped function.
      if case .name = callee.kind, isImplicitlyUnwrapped(callee) {
        return Expr(.call(implicitlyUnwrapping(callee), args), e.start, e.end)
      }
      guard case .member = callee.kind else { return e }
      return Expr(.call(unwrappingImplicitOperands(callee), args), e.start, e.end)
    case .binary(let op, let a, let b) where !Compiler.optionalOperators.contains(op):
      return Expr(.binary(op, implicitlyUnwrapping(a), implicitlyUnwrapping(b)), e.start, e.end)
    case .unary(let op, let x) where op == "-" || op == "!":
      return Expr(.unary(op, implicitlyUnwrapping(x)), e.start, e.end)
    default: return e
    }
  }

  /// Operators that take Optionals as they are: `iuo == nil`, `iuo ?? fallback`.
  static let optionalOperators: Set<String> = ["==", "!=", "===", "!==", "??"]

  /// The value of a declaration, assignment or `return` of type `t`: unwrapped where `t` is not
  /// an Optional.
  func implicitlyUnwrapping(_ e: Expr, into t: TypeExpr?) -> Expr {
    guard let t, program.hasImplicitlyUnwrapped else { return e }
    if case .optional = t { return e }
    if case .named(let n, _) = t, n == "Any" || n == "AnyObject" { return e }
    return implicitlyUnwrapping(e)
  }

  /// A call's arguments, unwrapped where the one function the call can reach (a top-level or
  /// local function, or a method of the receiver's static type) declares the parameter
  /// non-optional: `show(name)` for `func show(_ s: String)` and `name: String!`.
  func implicitlyUnwrappingArguments(_ callee: Expr, _ args: [Argument]) -> [Argument] {
    guard program.hasImplicitlyUnwrapped, args.contains(where: { isImplicitlyUnwrapped($0.value) }) else { return args }
    let candidates: [Signature]
    switch callee.kind {
    case .name(let n):
      // A closure parameter or variable of a function type (`body(recurse, input)` of
      // `body: ((Int) -> Int, Int) -> Int` and `recurse: ((Int) -> Int)!`): its parameter types.
      if let l = declaredLocal(n), l.overloads == nil, case .function(let ps, _)? = l.declaredType.map(unaliased),
        ps.count == args.count
      {
        return zip(args, ps).map { a, t in
          var a = a
          a.value = implicitlyUnwrapping(a.value, into: t)
          return a
        }
      }
      if let l = declaredLocal(n) {
        candidates = l.overloads?.signatures ?? []
      } else {
        candidates = (program.declaredSignatures[n] ?? []).filter { $0.owner == nil }
      }
    case .member(let base, let m):
      // A standard-library method takes a function, never an Optional one: `xs.map(formatter)`
      // of `formatter: ((Double) -> String)!` passes the unwrapped function.
      if program.declaredSignatures[m] == nil {
        return args.map { a in
          guard isImplicitlyUnwrapped(a.value), isFunctionTyped(a.value) else { return a }
          var a = a
          a.value = implicitlyUnwrapping(a.value)
          return a
        }
      }
      guard case .named(let t, _)? = staticType(of: base) else { return args }
      candidates = (program.declaredSignatures[m] ?? []).filter { $0.owner == t }
    default: return args
    }
    let given = args.map { $0.isTrailing ? nil : $0.label }
    let fitting = candidates.filter { $0.labels.count == args.count && $0.labels == given }
    guard fitting.count == 1, let s = fitting.first else { return args }
    return zip(args, s.types).map { a, t in
      var a = a
      a.value = implicitlyUnwrapping(a.value, into: t)
      return a
    }
  }
}
