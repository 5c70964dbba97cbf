/// Ranges of `Double`: `0.5...1.5`, `0..<1.0`, `0.5...`, `..<0.0` — `ClosedRange<Double>`,
/// `Range<Double>` and the partial ranges. They are not sequences (Swift cannot count them);
/// they answer `contains`, `~=` in a `case`, `lowerBound`/`upperBound`, `isEmpty`, and print as
/// Swift prints them (`0.5...1.5`; a partial range as its struct, verified against Swift 6.3.1).
final class DoubleRangeValue: HostObject {
  let lower: Double?
  let upper: Double?
  let closed: Bool
  init(_ lower: Double?, _ upper: Double?, closed: Bool) {
    self.lower = lower
    self.upper = upper
    self.closed = closed
  }
  override var typeName: String {
    switch (lower, upper) {
    case (_?, _?): return closed ? "ClosedRange<Double>" : "Range<Double>"
    case (_?, nil): return "PartialRangeFrom<Double>"
    default: return closed ? "PartialRangeThrough<Double>" : "PartialRangeUpTo<Double>"
    }
  }
  override var description: String {
    switch (lower, upper) {
    case (let l?, let u?): return "\(l)\(closed ? "..." : "..<")\(u)"
    case (let l?, nil): return "PartialRangeFrom<Double>(lowerBound: \(l))"
    case (nil, let u?): return "\(typeName)(upperBound: \(u))"
    default: return "..."
    }
  }
  /// Inside a collection: `ClosedRange(0.5...1.5)`, `Swift.PartialRangeFrom<Swift.Double>(...)`.
  var debugDescription: String {
    if lower != nil && upper != nil { return (closed ? "ClosedRange(" : "Range(") + description + ")" }
    return "Swift." + description.replacingOccurrences(of: "<Double>", with: "<Swift.Double>")
  }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? DoubleRangeValue else { return false }
    return o.lower == lower && o.upper == upper && o.closed == closed
  }

  func contains(_ x: Double) -> Bool {
    if let l = lower, x < l { return false }
    if let u = upper { return closed ? x <= u : x < u }
    return true
  }
}

extension Builtins {
  static func number(_ v: Value) -> Double? {
    switch v {
    case .double(let d): return d
    case .int(let i): return Double(i)
    default: return nil
    }
  }

  /// `a...b` / `a..<b` with a `Double` bound (an Int literal on the other side is a Double too).
  static func makeDoubleRange(_ a: Value, _ b: Value, closed: Bool) throws -> Value? {
    var hasDouble = false
    if case .double = a { hasDouble = true }
    if case .double = b { hasDouble = true }
    guard hasDouble, let x = number(a), let y = number(b) else { return nil }
    return try doubleRange(x, y, closed: closed)
  }

  private static func doubleRange(_ x: Double, _ y: Double, closed: Bool) throws -> Value {
    guard !x.isNaN, !y.isNaN, x <= y else {
      throw Fault(
        "Range requires lowerBound <= upperBound", hint: "Swift traps on \(x)\(closed ? "..." : "..<")\(y)")
    }
    return .host(DoubleRangeValue(x, y, closed: closed))
  }

  /// `0.5...`, `..<1.0`, `...1.0`.
  static func makePartialDoubleRange(_ bound: Value, closed: Bool, from: Bool) -> Value? {
    guard case .double(let d) = bound else { return nil }
    return .host(from ? DoubleRangeValue(d, nil, closed: true) : DoubleRangeValue(nil, d, closed: closed))
  }

  static func doubleRangeMember(_ r: DoubleRangeValue, _ s: Sym?) -> Value? {
    switch s {
    case .lowerBound?: return r.lower.map { .double($0) }
    case .upperBound?: return r.upper.map { .double($0) }
    case .isEmpty? where r.lower != nil && r.upper != nil: return .bool(!r.closed && r.lower == r.upper)
    default: return nil
    }
  }

  static func doubleRangeMethod(_ r: DoubleRangeValue, _ s: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    if s == .clamped || s == .overlaps { return doubleRangeAlgebra(r, s, args, names) }
    guard s == .contains, labels(names, "_"), let x = number(args[0]) else { return nil }
    return .bool(r.contains(x))
  }
}
