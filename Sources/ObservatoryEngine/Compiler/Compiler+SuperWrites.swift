/// `super.balance = newValue` in an override's setter (also `super.balance += 1`): the
/// superclass's setter runs on `self`, as Swift calls it statically (verified against Swift
/// 6.3.1: `Language/super-property-setters`). The superclass's stored property is refused when
/// the lesson loads: its write, past an override, is not modelled.
extension Compiler {
  func compileSuperAssign(_ name: String, _ op: String, _ rhs: Expr, _ lhs: Expr) throws {
    guard let cls = enclosingSelfType() as? ClassInfo, let base = cls.superclass else {
      throw error("'super' is only available in the methods of a class that inherits from another", at: lhs.start)
    }
    let sym = program.symbol(name)
    var declaring: ClassInfo? = base
    while let c = declaring, c.members[sym] == nil { declaring = c.superclass }
    guard case .computed(_, _?)? = declaring?.members[sym] else {
      throw error(
        "assigning to 'super.\(name)' is not supported by the playground"
          + (declaring.map { ": '\($0.name)' stores it (a stored or '@Observable'-tracked property)" } ?? ""),
        at: lhs.start, hint: "call a method of '\(base.name)' that sets it")
    }
    try emitSelf(lhs.start)
    if op == "=" {
      try compileExpr(rhs)
    } else {
      // `super.count += 1`: the superclass's getter, the operation, then its setter.
      try compileExpr(Expr(.binary(String(op.dropLast()), lhs, rhs), lhs.start, rhs.end))
    }
    emit(.superStore(sym, type: constant(.type(base))), lhs.start)
  }
}
