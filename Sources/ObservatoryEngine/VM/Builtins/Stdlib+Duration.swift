/// The standard library's `Duration`: a signed count of attoseconds (Swift's own `Duration`
/// holds it, so arithmetic, rounding and printing are Swift's: `print(.milliseconds(750))`
/// writes `0.75 seconds`). Made by `.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)`,
/// `.nanoseconds(n)` and `.zero` — as `Duration.x(...)`, or as an implicit member where a
/// `Duration` is declared or is the other operand — with `+ - * /`, comparisons, `components`
/// and `attoseconds`. `Task.sleep(for:)` takes one (`Builtins.nanoseconds`).
final class DurationValue: NativeValue {
  let duration: Duration
  init(_ duration: Duration) { self.duration = duration }

  override var typeName: String { "Duration" }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool { (other as? DurationValue)?.duration == duration }
  override func hash(into h: inout Hasher) { h.combine(duration) }
  override var description: String { duration.description }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "components":
      let c = duration.components
      return .tuple([.int(Int(c.seconds)), .int(Int(c.attoseconds))], labels: DurationValue.componentLabels)
    case "description": return .string(duration.description)
    default: return nil
    }
  }

  static let componentLabels = TupleLabels(["seconds", "attoseconds"])

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    // `elapsed += .milliseconds(250)`, `d < .seconds(1)`: an implicit member next to a Duration
    // is Duration's.
    if case .host(let m as ImplicitMember) = other, let d = try DurationValue.implicit(m) {
      return try binary(vm, op, .host(d), isLeft: isLeft)
    }
    if case .host(let o as DurationValue) = other {
      let (a, b) = isLeft ? (duration, o.duration) : (o.duration, duration)
      switch op {
      case .add, .sub:
        let (r, overflow) =
          op == .add
          ? a.attoseconds.addingReportingOverflow(b.attoseconds)
          : a.attoseconds.subtractingReportingOverflow(b.attoseconds)
        if overflow { throw Fault("arithmetic overflow: \(a) \(op.rawValue) \(b) does not fit in a Duration") }
        return .host(DurationValue(Duration(attoseconds: r)))
      case .div:
        guard b != .zero else { throw Fault("division by zero: \(a) / \(b)") }
        return .double(a / b)
      default: return NativeValue.compare(op, a, b)
      }
    }
    // `d * 3`, `d / 2`, `d * 1.5`, `d / 0.5`: the number on the right, as the standard library
    // declares them.
    guard isLeft, op == .mul || op == .div else { return nil }
    switch other {
    case .int(let n):
      if op == .div {
        guard n != 0 else { throw Fault("division by zero: \(duration) / 0") }
        let (q, overflow) = duration.attoseconds.dividedReportingOverflow(by: Int128(n))
        if overflow { throw Fault("arithmetic overflow: \(duration) / \(n) does not fit in a Duration") }
        return .host(DurationValue(Duration(attoseconds: q)))
      }
      let (r, overflow) = duration.attoseconds.multipliedReportingOverflow(by: Int128(n))
      if overflow { throw Fault("arithmetic overflow: \(duration) * \(n) does not fit in a Duration") }
      return .host(DurationValue(Duration(attoseconds: r)))
    case .double(let x):
      let scaled = op == .mul ? Double(duration.attoseconds) * x : Double(duration.attoseconds) / x
      // Swift converts the result to Int128, which traps when it is not finite or out of range.
      guard scaled.isFinite, abs(scaled) < 0x1p126 else {
        throw Fault("Double value cannot be converted to Int128 because it is outside the representable range")
      }
      return .host(DurationValue(Duration(attoseconds: Int128(scaled))))
    default: return nil
    }
  }

  /// `Duration.seconds(2)`, `Duration.zero` (a function for the four makers).
  static func staticMember(_ name: String) -> Value? {
    switch name {
    case "zero": return .host(DurationValue(.zero))
    case "seconds", "milliseconds", "microseconds", "nanoseconds":
      return .native(
        NativeFunction("Duration." + name) { _, args, _ in
          guard args.count == 1 else { throw Fault("Duration.\(name) takes one number") }
          return .host(try make(name, args[0]))
        })
    default: return nil
    }
  }

  /// An implicit member (`.milliseconds(5)`, `.zero`) as a Duration; nil if it names none of its
  /// members.
  static func implicit(_ m: ImplicitMember) throws -> DurationValue? {
    if m.name == "zero" && !m.isCall { return DurationValue(.zero) }
    guard m.isCall || !m.args.isEmpty, m.args.count == 1,
      ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(m.name)
    else { return nil }
    return try make(m.name, m.args[0])
  }

  /// `.seconds(n)` and the others from an integer or a Double, as Swift rounds them.
  static func make(_ unit: String, _ amount: Value) throws -> DurationValue {
    switch (unit, amount) {
    case ("seconds", .int(let n)): return DurationValue(.seconds(n))
    case ("milliseconds", .int(let n)): return DurationValue(.milliseconds(n))
    case ("microseconds", .int(let n)): return DurationValue(.microseconds(n))
    case ("nanoseconds", .int(let n)): return DurationValue(.nanoseconds(n))
    case (_, .double(let x)):
      let scale: Double =
        switch unit {
        case "seconds": 1e18
        case "milliseconds": 1e15
        case "microseconds": 1e12
        default: 1e9
        }
      // Swift splits the number into whole and fractional parts; the whole part must fit.
      let whole = x.rounded(.towardZero)
      guard x.isFinite, abs(whole * scale) < 0x1p126 else {
        throw Fault("Double value cannot be converted to Int128 because it is outside the representable range")
      }
      switch unit {
      case "seconds": return DurationValue(.seconds(x))
      case "milliseconds": return DurationValue(.milliseconds(x))
      case "microseconds": return DurationValue(.microseconds(x))
      default: return DurationValue(.nanoseconds(x))
      }
    default: throw Fault("Duration.\(unit) needs a number, not '\(valueTypeName(amount))'")
    }
  }
}
