/// `Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))`: the one place a lesson may convert to
/// `UInt64`, as sample code often does to wait. The argument is a product or sum of integer
/// literals and `UInt64(x)` conversions, all non-negative, so the playground's 64-bit `Int` holds
/// what Swift's `UInt64` holds up to 2⁶³ nanoseconds (292 years), and the value is never printed
/// or named. `UInt64` anywhere else stays refused when the lesson loads (verified against Swift
/// 6.3.1: `Stdlib/sleep-nanoseconds`).
extension Compiler {
  /// The offsets of the `UInt64(...)` calls inside such arguments.
  static func sleepNanosecondsConversions(_ stmts: [Stmt]) -> Set<Int> {
    final class Found { var offsets: Set<Int> = [] }
    let found = Found()
    func conversions(_ e: Expr, into out: inout [Int]) -> Bool {
      switch e.kind {
      case .int(let n): return n >= 0
      case .call(let callee, let args):
        guard case .name("UInt64") = callee.kind, args.count == 1, args[0].label == nil else { return false }
        out.append(e.start)
        return true
      case .binary(let op, let l, let r):
        return (op == "*" || op == "+") && conversions(l, into: &out) && conversions(r, into: &out)
      case .tuple(let items):
        return items.count == 1 && items[0].0 == nil && conversions(items[0].1, into: &out)
      default: return false
      }
    }
    var walk = SyntaxWalk()
    walk.visitExpr = { e, _ in
      guard case .call(let callee, let args) = e.kind, case .member(let base, "sleep") = callee.kind,
        case .name("Task") = base.kind, args.count == 1, args[0].label == "nanoseconds"
      else { return }
      var offsets: [Int] = []
      if conversions(args[0].value, into: &offsets) { found.offsets.formUnion(offsets) }
    }
    walk.walk(stmts)
    return found.offsets
  }
}

extension Builtins {
  /// `UInt64(n)` and `UInt64(d)` inside `Task.sleep(nanoseconds:)`: the value, or Swift's trap.
  static func constructUInt64(_ args: [Value], _ names: [String?]) throws -> Value {
    guard labels(names, "_") else { throw Fault("no initializer of 'UInt64' takes these arguments") }
    switch args[0] {
    case .int(let i):
      guard i >= 0 else { throw Fault("Negative value is not representable") }
      return args[0]
    case .double(let d):
      guard d.isFinite else {
        throw Fault("Double value cannot be converted to UInt64 because it is either infinite or NaN")
      }
      guard d > -1 else {
        throw Fault("Double value cannot be converted to UInt64 because the result would be less than UInt64.min")
      }
      guard d < 18_446_744_073_709_551_616.0 else {
        throw Fault("Double value cannot be converted to UInt64 because the result would be greater than UInt64.max")
      }
      // Past Int.max (292 years of sleep) the wait is as good as forever: the longest one the clock has.
      return .int(d < 9_223_372_036_854_775_808.0 ? Int(d) : Int.max)
    default: throw Fault("no initializer UInt64(_:) takes a value of type '\(valueTypeName(args[0]))'")
    }
  }
}
