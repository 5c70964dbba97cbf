/// Literals whose type Swift takes from the other operand (verified against Swift 6.3.1), where no
/// compiler check gives it: `opt ?? 3` with `opt: Double?` is `3.0`, `[1, 2] + [3.5]` is
/// `[1.0, 2.0, 3.5]` (`+` of two arrays takes one element type), `Outcome<Double>.ok(1)` is
/// `ok(1.0)` (a generic enum's case written with the enum's arguments).
extension Compiler {
  /// `Outcome<Double>.ok(1)`: the payload takes its declared type with the written arguments.
  func noteWrittenEnumArguments(_ call: Expr) {
    guard case .call(let callee, _) = call.kind, case .member(let base, _) = callee.kind,
      case .typeRef(let t) = base.kind, case .named(_, let args) = t, !args.isEmpty
    else { return }
    noteArgumentContexts(call, t)
  }

  /// Marks the integer literals of `??`'s right operand as Doubles when its left one is a
  /// `Double?` the compiler knows, and of both array literals of `+` when either holds a
  /// floating-point literal.
  func noteOperandLiterals(_ op: String, _ a: Expr, _ b: Expr) {
    switch op {
    case "??":
      if let t = staticType(of: a) { noteDoubleContext(b, t) }
    case "+":
      guard case .array(let xs) = a.kind, case .array(let ys) = b.kind,
        Compiler.hasDoubleLiteral(xs + ys), xs.allSatisfy(isNumberLiteral), ys.allSatisfy(isNumberLiteral)
      else { return }
      for x in xs + ys { markDoubleArithmetic(x) }
    default: break
    }
  }

  private func isNumberLiteral(_ e: Expr) -> Bool {
    switch e.kind {
    case .int, .double: true
    case .unary("-", let x): isNumberLiteral(x)
    default: false
    }
  }

  /// The type `??`'s right operand takes when it is an implicit member (`.low`, `.failure(.bad)`)
  /// and no compiler check made it a case: the left side's declared optional type, else the one
  /// lesson enum with such a case (as a thrown implicit member and a generic payload take it).
  /// Without it, `print(levels[k] ?? .low)` printed `.low` where Swift prints `low`.
  func coalescedImplicitMemberShape(_ a: Expr, _ b: Expr) -> TypeShape? {
    guard !file.acceptedBySwift else { return nil }
    let name: String
    let count: Int
    switch b.kind {
    case .implicitMember(let n): (name, count) = (n, 0)
    case .call(let callee, let args):
      guard case .implicitMember(let n) = callee.kind else { return nil }
      (name, count) = (n, args.count)
    default: return nil
    }
    if case .optional(let inner)? = staticType(of: a), let s = shape(for: inner) { return s }
    return program.enumWithUniqueCase(name, payloadCount: count).map { .enumeration($0.path) }
  }
}
