/// Swift's `clamped(to:)` and `overlaps(_:)` of two-sided ranges, written once for every bound
/// type (Int, Double, a lesson's `Comparable`) over a three-way comparison. The formulas are the
/// standard library's (`Range.swift`, `ClosedRange.swift`): `clamped(to:)` keeps the range's kind,
/// and in `overlaps(_:)` a half-open side compares with `<=` and an empty half-open range overlaps
/// nothing.
enum RangeAlgebra {
  /// `(lower, upper)` of `self.clamped(to: limits)`.
  static func clamped<B>(
    _ lower: B, _ upper: B, to limitLower: B, _ limitUpper: B, compare: (B, B) throws -> Int
  ) rethrows -> (B, B) {
    var l = lower
    if try compare(limitLower, lower) > 0 {
      l = limitLower
    } else if try compare(limitUpper, lower) < 0 {
      l = limitUpper
    }
    var u = upper
    if try compare(limitUpper, upper) < 0 {
      u = limitUpper
    } else if try compare(limitLower, upper) > 0 {
      u = limitLower
    }
    return (l, u)
  }

  /// `self.overlaps(other)` for any mix of `Range` and `ClosedRange`.
  static func overlaps<B>(
    _ lower: B, _ upper: B, closed: Bool, _ otherLower: B, _ otherUpper: B, otherClosed: Bool,
    compare: (B, B) throws -> Int
  ) rethrows -> Bool {
    if !closed, try compare(lower, upper) == 0 { return false }
    if !otherClosed, try compare(otherLower, otherUpper) == 0 { return false }
    let otherEndsBefore = try compare(otherUpper, lower)
    let endsBeforeOther = try compare(upper, otherLower)
    let otherBefore = otherClosed ? otherEndsBefore < 0 : otherEndsBefore <= 0
    let before = closed ? endsBeforeOther < 0 : endsBeforeOther <= 0
    return !(otherBefore || before)
  }
}

extension Builtins {
  /// `clamped(to:)` / `overlaps(_:)` of an Int range (not a one-sided one).
  static func intRangeAlgebra(_ r: RangeValue, _ s: Sym?, _ args: [Value], _ names: [String?]) -> Value? {
    guard args.count == 1, case .range(let o) = args[0], !r.fromStart, !r.toEnd, !o.fromStart, !o.toEnd else {
      return nil
    }
    let compare: (Int, Int) -> Int = { $0 < $1 ? -1 : $0 == $1 ? 0 : 1 }
    switch s {
    case .clamped? where labels(names, "to") && o.closed == r.closed:
      let (l, u) = RangeAlgebra.clamped(r.lower, r.upper, to: o.lower, o.upper, compare: compare)
      return .range(RangeValue(l, u, closed: r.closed))
    case .overlaps? where labels(names, "_"):
      return .bool(
        RangeAlgebra.overlaps(
          r.lower, r.upper, closed: r.closed, o.lower, o.upper, otherClosed: o.closed, compare: compare))
    default: return nil
    }
  }
}

extension Builtins {
  /// `clamped(to:)` / `overlaps(_:)` of a Double range; the other side may be written with Int
  /// literals (`0...1`), which Swift types as Double here.
  static func doubleRangeAlgebra(_ r: DoubleRangeValue, _ s: Sym?, _ args: [Value], _ names: [String?]) -> Value? {
    guard args.count == 1, let l = r.lower, let u = r.upper else { return nil }
    let other: (Double, Double, Bool)
    switch args[0] {
    case .host(let o as DoubleRangeValue):
      guard let ol = o.lower, let ou = o.upper else { return nil }
      other = (ol, ou, o.closed)
    case .range(let o) where !o.fromStart && !o.toEnd: other = (Double(o.lower), Double(o.upper), o.closed)
    default: return nil
    }
    let compare: (Double, Double) -> Int = { $0 < $1 ? -1 : $0 == $1 ? 0 : 1 }
    switch s {
    case .clamped? where labels(names, "to") && other.2 == r.closed:
      let (cl, cu) = RangeAlgebra.clamped(l, u, to: other.0, other.1, compare: compare)
      return .host(DoubleRangeValue(cl, cu, closed: r.closed))
    case .overlaps? where labels(names, "_"):
      return .bool(
        RangeAlgebra.overlaps(l, u, closed: r.closed, other.0, other.1, otherClosed: other.2, compare: compare))
    default: return nil
    }
  }
}

extension ComparableRange {
  /// `clamped(to:)` / `overlaps(_:)` of a range of a lesson's `Comparable` type.
  func algebra(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    guard args.count == 1, case .host(let o as ComparableRange) = args[0], let l = lower, let u = upper,
      let ol = o.lower, let ou = o.upper
    else { return nil }
    let compare: (Value, Value) throws -> Int = { try Operators.compare(vm, $0, $1) }
    switch name {
    case "clamped" where labels == ["to"] && o.closed == closed:
      let (cl, cu) = try RangeAlgebra.clamped(l, u, to: ol, ou, compare: compare)
      return .host(ComparableRange(cl, cu, closed: closed))
    case "overlaps" where labels == [nil]:
      return .bool(try RangeAlgebra.overlaps(l, u, closed: closed, ol, ou, otherClosed: o.closed, compare: compare))
    default: return nil
    }
  }
}
