/// Swift's arithmetic and comparisons on two `Int`s or two `Double`s: Int overflow and division by
/// zero stop the program (here: a lesson error instead of a crash), `&+` wraps, `%` is unavailable
/// for Double. Pure functions of their operands; the dispatch loop inlines the quick ones.
enum Arithmetic {
  static func ints(_ op: BinaryOp, _ x: Int, _ y: Int) throws -> Value {
    func overflow(_ sym: String) -> Fault {
      Fault(
        "arithmetic overflow: \(x) \(sym) \(y) does not fit in Int",
        hint: "Swift stops the program on overflow; use &\(sym) if wrapping around is what you want")
    }
    switch op {
    case .addAssign, .subAssign, .mulAssign, .divAssign, .modAssign:
      return try ints(op.compoundBase ?? .add, x, y)
    case .add:
      let (r, o) = x.addingReportingOverflow(y)
      if o { throw overflow("+") }
      return .int(r)
    case .sub:
      let (r, o) = x.subtractingReportingOverflow(y)
      if o { throw overflow("-") }
      return .int(r)
    case .mul:
      let (r, o) = x.multipliedReportingOverflow(by: y)
      if o { throw overflow("*") }
      return .int(r)
    case .div:
      if y == 0 { throw Fault("division by zero", hint: "check the divisor before dividing") }
      let (r, o) = x.dividedReportingOverflow(by: y)
      if o { throw overflow("/") }
      return .int(r)
    case .mod:
      if y == 0 { throw Fault("division by zero in remainder operation", hint: "check the divisor before using %") }
      let (r, o) = x.remainderReportingOverflow(dividingBy: y)
      if o { throw overflow("%") }
      return .int(r)
    case .wrapAdd: return .int(x &+ y)
    case .wrapSub: return .int(x &- y)
    case .wrapMul: return .int(x &* y)
    case .eq: return .bool(x == y)
    case .ne: return .bool(x != y)
    case .lt: return .bool(x < y)
    case .gt: return .bool(x > y)
    case .le: return .bool(x <= y)
    case .ge: return .bool(x >= y)
    case .bitAnd: return .int(x & y)
    case .bitOr: return .int(x | y)
    case .bitXor: return .int(x ^ y)
    case .shl: return .int(y >= 64 || y <= -64 ? 0 : x << y)
    case .shr: return .int(y >= 64 ? (x < 0 ? -1 : 0) : y <= -64 ? 0 : x >> y)
    case .maskShl: return .int(x &<< y)
    case .maskShr: return .int(x &>> y)
    case .match: return .bool(x == y)
    case .identical, .notIdentical:
      throw Fault("'\(op.rawValue)' compares class instances; use '==' or '!=' for Int")
    }
  }

  /// `ints` for the operators loops use most, inline in the dispatch loop; nil for the others and
  /// on overflow, where `ints` answers (with Swift's error).
  @inline(__always)
  static func quickInts(_ op: BinaryOp, _ x: Int, _ y: Int) -> Value? {
    switch op {
    case .add:
      let (r, o) = x.addingReportingOverflow(y)
      return o ? nil : .int(r)
    case .sub:
      let (r, o) = x.subtractingReportingOverflow(y)
      return o ? nil : .int(r)
    case .mul:
      let (r, o) = x.multipliedReportingOverflow(by: y)
      return o ? nil : .int(r)
    case .div:
      guard y != 0 else { return nil }  // `ints` reports it
      let (r, o) = x.dividedReportingOverflow(by: y)
      return o ? nil : .int(r)
    case .mod:
      guard y != 0 else { return nil }
      let (r, o) = x.remainderReportingOverflow(dividingBy: y)
      return o ? nil : .int(r)
    case .lt: return .bool(x < y)
    case .le: return .bool(x <= y)
    case .gt: return .bool(x > y)
    case .ge: return .bool(x >= y)
    case .eq: return .bool(x == y)
    case .ne: return .bool(x != y)
    default: return nil
    }
  }

  /// A comparison of two `Int`s (`BinaryOp.isComparison`), as `ints` would answer it.
  @inline(__always)
  static func compareInts(_ op: BinaryOp, _ x: Int, _ y: Int) -> Bool {
    switch op {
    case .eq, .match: return x == y
    case .ne: return x != y
    case .lt: return x < y
    case .gt: return x > y
    case .le: return x <= y
    default: return x >= y
    }
  }

  static func doubles(_ op: BinaryOp, _ x: Double, _ y: Double) throws -> Value {
    switch op {
    case .add: return .double(x + y)
    case .sub: return .double(x - y)
    case .mul: return .double(x * y)
    case .div: return .double(x / y)
    case .mod: throw Fault("'%' is unavailable for Double", hint: "use x.truncatingRemainder(dividingBy: y)")
    case .eq, .match: return .bool(x == y)
    case .ne: return .bool(x != y)
    case .lt: return .bool(x < y)
    case .gt: return .bool(x > y)
    case .le: return .bool(x <= y)
    case .ge: return .bool(x >= y)
    default: throw Fault("binary operator '\(op.rawValue)' cannot be applied to Double operands")
    }
  }
}
