/// Arithmetic on literals takes its type from its context, as Swift's type checker gives it:
/// `let x: Double = 3 / 2` is 1.5, not the integer division's 1, and so is `n * (1 / 2)` of a
/// `Double` n (0.5 there). With the compiler check Swift's SIL says it: it folds such an operation
/// into one `float_literal` located at the operator (`SourceFile.doubleLiterals`), the value the
/// playground then uses. Without the check a declared `Double` (a variable, a `return`, an `as`)
/// makes the literals inside `Double`s (verified against Swift 6.3.1:
/// `Language/literal-arithmetic-as-double`).
extension Compiler {
  /// Swift's folded value of literal arithmetic it typed as `Double`, if it did. Where Swift
  /// folded an operation with other operands (`total += 1 / 2` of a known `total`,
  /// `Double(n) + 1 / 2`), the operation is a `Double` one, so its literal operands are too.
  func foldedDouble(_ e: Expr) -> Double? {
    guard !file.doubleLiterals.isEmpty else { return nil }
    switch e.kind {
    case .binary(let op, let a, let b) where ["+", "-", "*", "/"].contains(op):
      guard let folded = file.doubleLiterals[operatorOffset(between: a, and: b)] else { return nil }
      if isLiteralArithmetic(a) && isLiteralArithmetic(b) { return folded }
      markDoubleArithmetic(a)
      markDoubleArithmetic(b)
      return nil
    // `-3` is a literal of its own (`isDoubleLiteral`); `-(7 / 2)` folds at the minus.
    case .unary("-", let x):
      if case .int = x.kind { return nil }
      return isLiteralArithmetic(x) ? file.doubleLiterals[e.start] : nil
    default: return nil
    }
  }

  /// `x op= e`: a `Double` operation where Swift folded it, or where `x` is declared `Double`.
  func noteCompoundAssignment(_ lhs: Expr, _ op: String, _ rhs: Expr) {
    guard ["+=", "-=", "*=", "/="].contains(op) else { return }
    if file.doubleLiterals[operatorOffset(between: lhs, and: rhs)] != nil {
      markDoubleArithmetic(rhs)
    } else if let t = declaredType(of: lhs) ?? staticType(of: lhs) {
      noteDoubleContext(rhs, t)
    }
  }

  /// Where the operator between two operands starts (after spaces and parentheses).
  private func operatorOffset(between a: Expr, and b: Expr) -> Int {
    var i = a.end
    while i < b.start, i < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x28, 0x29].contains(file.bytes[i]) { i += 1 }
    return i
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

  /// `e` used as `t`: where `t` is `Double` (or `Double?`), the integer literals of its
  /// arithmetic are `Double`s.
  func noteDoubleContext(_ e: Expr, _ t: TypeExpr) {
    var type = unaliased(t)
    if case .optional(let w) = type { type = unaliased(w) }
    guard case .named("Double", []) = type else { return }
    markDoubleArithmetic(e)
  }

  /// A `Double` operation's integer literals, through its arithmetic operands (Swift's `+ - * /`
  /// take and give one type), are `Double`s; a call, a name or a member stops it.
  func markDoubleArithmetic(_ e: Expr) {
    switch e.kind {
    case .int: doubleContextLiterals.insert(e.start)
    case .unary("-", let x): markDoubleArithmetic(x)
    case .binary(let op, let a, let b) where ["+", "-", "*", "/"].contains(op):
      markDoubleArithmetic(a)
      markDoubleArithmetic(b)
    case .tuple(let items) where items.count == 1 && items[0].0 == nil: markDoubleArithmetic(items[0].1)
    case .ternary(_, let a, let b):
      markDoubleArithmetic(a)
      markDoubleArithmetic(b)
    default: break
    }
  }
}
