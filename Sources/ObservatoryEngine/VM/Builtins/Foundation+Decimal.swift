import Foundation

/// Foundation's `Decimal`, wrapping the real one, so arithmetic, rounding, comparison and printing
/// are Swift's own: `0.1 + 0.2` is `0.3`, `Decimal(10) / 3` is `3.3333333333333333333333333333333333333`,
/// a division by zero or an overflow is `NaN` (Decimal never traps there).
///
/// Literals take Swift's path: an integer literal where a Decimal is expected is exact; a
/// floating-point literal goes through `Double` (`let d: Decimal = 19.99` is
/// `19.98999999999999488`, verified against Swift 6.3.1). The VM has no static types, so an `Int`
/// or `Double` operand next to a Decimal is taken as such a literal (`price * 2`, `total + 0.5`).
final class DecimalValue: FoundationValue<Decimal> {
  var value: Decimal { wrapped }

  override var typeName: String { "Decimal" }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "description", "debugDescription": return .string(value.description)
    case "isZero": return .bool(value.isZero)
    case "isNaN": return .bool(value.isNaN)
    case "magnitude": return .host(DecimalValue(value.magnitude))
    default: return nil
    }
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard let o = try DecimalValue.decimal(other) else { return nil }
    let (a, b) = isLeft ? (value, o) : (o, value)
    switch op {
    case .add: return .host(DecimalValue(a + b))
    case .sub: return .host(DecimalValue(a - b))
    case .mul: return .host(DecimalValue(a * b))
    case .div: return .host(DecimalValue(a / b))
    case .mod: throw Fault("'%' is unavailable for Decimal", hint: "Decimal has no remainder operator in Swift")
    default: return NativeValue.compare(op, a, b)
    }
  }

  override func negated() throws -> Value? { .host(DecimalValue(-value)) }

  /// A Decimal operand or argument: a Decimal, or an Int or Double taken as a literal.
  static func decimal(_ v: Value) throws -> Decimal? {
    switch v {
    case .host(let d as DecimalValue): return d.value
    case .int(let i): return Decimal(i)
    case .double(let d): return try fromDouble(d)
    // `total > .zero`: an implicit member next to a Decimal is Decimal's.
    case .host(let m as ImplicitMember) where m.args.isEmpty:
      if case .host(let d as DecimalValue)? = staticMember(m.name) { return d.value }
      return nil
    default: return nil
    }
  }

  /// `Decimal(_: Double)` as Swift 6.3.1 runs it: NaN and infinity trap there (verified: the
  /// program stops in Decimal.init), so they are lesson errors here.
  static func fromDouble(_ d: Double) throws -> Decimal {
    guard d.isFinite else {
      throw Fault(
        "Decimal(\(d)): a Decimal cannot be made from \(d.isNaN ? "NaN" : "an infinite Double") (Swift stops the program here)",
        hint: "check the Double with isFinite first")
    }
    return Decimal(d)
  }

  /// `Decimal(5)`, `Decimal(2.5)`, `Decimal(string:)` (nil for text that does not start with a
  /// number, as Swift's), `Decimal()`.
  static func construct(_ vm: VM, _ args: [Value], _ labels: [String?]) throws -> Value {
    switch labels {
    case []: return .host(DecimalValue(Decimal()))
    case ["string"]:
      let text = try Builtins.string(args[0], "string")
      return Decimal(string: text).map { .some(.host(DecimalValue($0))) } ?? .null
    case [nil]:
      guard let d = try decimal(args[0]) else {
        throw Fault("Decimal(_:) takes a number, not '\(valueTypeName(args[0]))'")
      }
      return .host(DecimalValue(d))
    default: throw Fault("Decimal has no initializer with these arguments")
    }
  }

  /// `Decimal.zero`, `Decimal.pi`, `Decimal.nan`, `Decimal.greatestFiniteMagnitude`, ...
  static func staticMember(_ name: String) -> Value? {
    switch name {
    case "zero": return .host(DecimalValue(.zero))
    case "pi": return .host(DecimalValue(.pi))
    case "nan": return .host(DecimalValue(.nan))
    case "greatestFiniteMagnitude": return .host(DecimalValue(.greatestFiniteMagnitude))
    case "leastFiniteMagnitude": return .host(DecimalValue(.leastFiniteMagnitude))
    default: return nil
    }
  }

  /// A value stored where the declared type is `Decimal` (`TypeShape.decimal`): an integer or
  /// floating-point literal becomes the Decimal Swift would have made of it; `.zero` likewise.
  static func coerce(_ v: Value) -> Value {
    switch v {
    case .int(let i): return .host(DecimalValue(Decimal(i)))
    // A literal is finite; a non-finite Double cannot reach a Decimal in Swift (a type error).
    case .double(let d): return .host(DecimalValue(d.isFinite ? Decimal(d) : .nan))
    case .host(let m as ImplicitMember) where m.args.isEmpty: return staticMember(m.name) ?? v
    default: return v
    }
  }
}
