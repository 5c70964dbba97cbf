/// Arithmetic on literals takes its type from its context, as Swift's type checker gives it:
/// `let x: Double = 3 / 2` is 1.5, not the integer division's 1, and so is `n * (1 / 2)` of a
/// `Double` n (0.5 there). With the compiler check Swift's SIL says it: it folds such an operation
/// into one `float_literal` located at the operator (`SourceFile.doubleLiterals`), the value the
/// playground then uses. Without the check a declared `Double` (a variable, a `return`, an `as`)
/// makes the literals inside `Double`s (verified against Swift 6.3.1:
/// `Language/literal-arithmetic-as-double`).
extension Compiler {
  /// Swift's folded value of literal arithmetic it typed as `Double`, if it did.
  func foldedDouble(_ e: Expr) -> Double? {
    guard !file.doubleLiterals.isEmpty else { return nil }
    switch e.kind {
    case .binary(let op, let a, let b) where ["+", "-", "*", "/"].contains(op):
      guard isLiteralArithmetic(a), isLiteralArithmetic(b) else { return nil }
      var i = a.end
      while i < b.start, i < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x28, 0x29].contains(file.bytes[i]) { i += 1 }
      return file.doubleLiterals[i]
    // `-3` is a literal of its own (`isDoubleLiteral`); `-(7 / 2)` folds at the minus.
    case .unary("-", let x):
      if case .int = x.kind { return nil }
      return isLiteralArithmetic(x) ? file.doubleLiterals[e.start] : nil
    default: return nil
    }
  }

  /// Numbers, and `+ - * /` and parentheses of them: what Swift folds.
  func isLiteralArithmetic(_ e: Expr) -> Bool {
    switch e.kind {
    case .int, .double: return true
    case .unary("-", let x): return isLiteralArithmetic(x)
    case .binary(let op, let a, let b):
      return ["+", "-", "*", "/"].contains(op) && isLiteralArithmetic(a) && isLiteralArithmetic(b)
    case .tuple(let items): return items.count == 1 && items[0].0 == nil && isLiteralArithmetic(items[0].1)
    default: return false
    }
  }

  /// `e` of literal arithmetic used as `t`: where `t` is `Double` (or `Double?`), its integer
  /// literals are `Double`s.
  func noteDoubleContext(_ e: Expr, _ t: TypeExpr) {
    var type = unaliased(t)
    if case .optional(let w) = type { type = unaliased(w) }
    guard case .named("Double", []) = type, isLiteralArithmetic(e) else { return }
    func mark(_ x: Expr) {
      switch x.kind {
      case .int: doubleContextLiterals.insert(x.start)
      case .unary(_, let y): mark(y)
      case .binary(_, let a, let b):
        mark(a)
        mark(b)
      case .tuple(let items): items.forEach { mark($0.1) }
      default: break
      }
    }
    mark(e)
  }
}
