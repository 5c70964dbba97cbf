/// Ranges of any `Comparable` values other than numbers: `"a"..."m"`, `Version(1)..<Version(3)`,
/// and their one-sided forms. Swift cannot count them, so they are not sequences: they answer
/// `contains`, `~=` in a `case`, `lowerBound`/`upperBound`, `isEmpty`, `==`, and print as Swift
/// prints them (`v1...v3`; inside a collection `ClosedRange(v1...v3)`; a one-sided one as its
/// struct, `PartialRangeFrom<String>(lowerBound: "m")`; verified against Swift 6.3.1). The bounds
/// are compared with the VM's `<` (a lesson type's own `static func <`).
final class ComparableRange: NativeValue {
  let lower: Value?
  let upper: Value?
  let closed: Bool
  init(_ lower: Value?, _ upper: Value?, closed: Bool) {
    self.lower = lower
    self.upper = upper
    self.closed = closed
  }

  private var kind: String {
    switch (lower, upper) {
    case (_?, _?): return closed ? "ClosedRange" : "Range"
    case (_?, nil): return "PartialRangeFrom"
    default: return closed ? "PartialRangeThrough" : "PartialRangeUpTo"
    }
  }
  override var typeName: String { kind }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    let op = closed ? "..." : "..<"
    if let l = lower, let u = upper {
      let body = try Describer.describe(vm, l, debug: debug) + op + Describer.describe(vm, u, debug: debug)
      return debug ? kind + "(" + body + ")" : body
    }
    let bound = lower ?? upper ?? .void
    let element = (try? swiftTypeName(bound, qualified: debug)) ?? valueTypeName(bound)
    let field = lower != nil ? "lowerBound" : "upperBound"
    return (debug ? "Swift." : "") + kind + "<" + element + ">(" + field + ": "
      + (try Describer.describe(vm, bound, debug: true))
      + ")"
  }

  override var isEquatable: Bool { true }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "lowerBound": return lower
    case "upperBound": return upper
    case "isEmpty" where lower != nil && upper != nil:
      if closed { return .bool(false) }
      return .bool(try Operators.compare(vm, lower!, upper!) == 0)
    default: return nil
    }
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    if name == "clamped" || name == "overlaps" { return try algebra(vm, name, args, labels) }
    guard name == "contains", labels == [nil], args.count == 1 else { return nil }
    return .bool(try contains(vm, args[0]))
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    switch op {
    case .match where !isLeft: return .bool(try contains(vm, other))
    case .eq, .ne:
      guard case .host(let o as ComparableRange) = other, o.closed == closed, (o.lower == nil) == (lower == nil),
        (o.upper == nil) == (upper == nil)
      else { return .bool(op == .ne) }
      let sameLower = try lower.map { try Operators.equals(vm, $0, o.lower!) } ?? true
      let sameUpper = try upper.map { try Operators.equals(vm, $0, o.upper!) } ?? true
      let same = sameLower && sameUpper
      return .bool(op == .eq ? same : !same)
    default: return nil
    }
  }

  func contains(_ vm: VM, _ x: Value) throws -> Bool {
    if let l = lower, try Operators.compare(vm, x, l) < 0 { return false }
    guard let u = upper else { return true }
    let c = try Operators.compare(vm, x, u)
    return closed ? c <= 0 : c < 0
  }
}

extension Builtins {
  /// `a...b` / `a..<b` of two values of one `Comparable` type that is not a number.
  static func makeComparableRange(_ vm: VM, _ a: Value, _ b: Value, closed: Bool) throws -> Value {
    guard try Operators.compare(vm, a, b) <= 0 else {
      throw Fault(
        "Range requires lowerBound <= upperBound",
        hint:
          "Swift traps on \(try Describer.describe(vm, a, debug: true))\(closed ? "..." : "..<")\(try Describer.describe(vm, b, debug: true))"
      )
    }
    return .host(ComparableRange(a, b, closed: closed))
  }
}
