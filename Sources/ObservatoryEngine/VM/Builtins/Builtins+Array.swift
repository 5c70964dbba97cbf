/// `Array` properties and mutating methods, and `Range`/`ClosedRange` over `Int`. Verified against
/// Swift 6.3.1 (`Tests/.../Stdlib/array*`, `range*`); a trap in Swift (an index out of range,
/// removing from an empty array) is a lesson error here.
extension Builtins {
  static func arrayMember(_ xs: [Value], _ s: Sym?) -> Value? {
    switch s {
    case .count?: return .int(xs.count)
    case .isEmpty?: return .bool(xs.isEmpty)
    case .first?: return optional(xs.first)
    case .last?: return optional(xs.last)
    case .indices?: return .range(RangeValue(0, xs.count, closed: false))
    case .startIndex?: return .int(0)
    case .endIndex?: return .int(xs.count)
    default: return nil
    }
  }

  /// The bounds of `a[r]`, `removeSubrange(r)`: within `0...count` or a trap in Swift.
  static func bounds(_ v: Value, count: Int) throws -> Range<Int> {
    guard case .range(let r) = v else { throw Fault("expected a range of indices, not '\(valueTypeName(v))'") }
    let lower = r.fromStart ? 0 : r.lower
    guard let end = r.toEnd ? count : r.end, lower >= 0, end <= count, lower <= end else {
      throw Fault("range \(describePlain(v)) is out of bounds for an array of \(count) elements")
    }
    return lower..<end
  }

  static func mutateArray(_ vm: VM, _ xs: inout [Value], _ s: Sym?, _ args: [Value], _ names: [String?]) throws
    -> Value?
  {
    switch s {
    case .append? where labels(names, "_"):
      guard xs.count < maxCount else { throw tooLarge(xs.count + 1) }
      xs.append(args[0])
    case .append? where labels(names, "contentsOf"):
      let more = try elements(args[0])
      guard xs.count + more.count <= maxCount else { throw tooLarge(xs.count + more.count) }
      xs.append(contentsOf: more)
    case .insert? where labels(names, "_", "at"):
      let i = try int(args[1], "at")
      guard i >= 0 && i <= xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
      guard xs.count < maxCount else { throw tooLarge(xs.count + 1) }
      xs.insert(args[0], at: i)
    case .insert? where labels(names, "contentsOf", "at"):
      let more = try elements(args[0])
      let i = try int(args[1], "at")
      guard i >= 0 && i <= xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
      guard xs.count + more.count <= maxCount else { throw tooLarge(xs.count + more.count) }
      xs.insert(contentsOf: more, at: i)
    case .remove? where labels(names, "at"):
      let i = try int(args[0], "at")
      guard i >= 0 && i < xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
      return xs.remove(at: i)
    case .removeFirst? where labels(names), .removeLast? where labels(names):
      guard !xs.isEmpty else {
        throw Fault("can't remove \(s == .removeFirst ? "first" : "last") element from an empty collection")
      }
      return s == .removeFirst ? xs.removeFirst() : xs.removeLast()
    case .removeFirst? where labels(names, "_"), .removeLast? where labels(names, "_"):
      let n = try int(args[0], "count")
      // Swift's words for its two traps.
      guard n >= 0 else { throw Fault("Number of elements to remove should be non-negative (\(n))") }
      guard n <= xs.count else {
        throw Fault(
          "Can't remove more items from a collection than it contains (\(n) from \(xs.count))",
          hint: "check the count first")
      }
      if s == .removeFirst { xs.removeFirst(n) } else { xs.removeLast(n) }
    case .popLast? where labels(names): return optional(xs.popLast())
    case .removeAll? where labels(names): xs.removeAll()
    case .removeAll? where labels(names, "keepingCapacity"): xs.removeAll()
    case .removeAll? where labels(names, "where"):
      var kept: [Value] = []
      for x in xs where !(try test(vm, args[0], x)) { kept.append(x) }
      xs = kept
    case .removeSubrange? where labels(names, "_"): xs.removeSubrange(try bounds(args[0], count: xs.count))
    case .replaceSubrange? where labels(names, "_", "with"):
      let range = try bounds(args[0], count: xs.count)
      let more = try elements(args[1])
      guard xs.count - range.count + more.count <= maxCount else { throw tooLarge(xs.count + more.count) }
      xs.replaceSubrange(range, with: more)
    case .sort? where labels(names) || labels(names, "by"): try sortValues(vm, &xs, by: args.first)
    case .partition? where labels(names, "by"): return .int(try partition(vm, &xs, by: args[0]))
    case .reverse? where labels(names): xs.reverse()
    case .shuffle? where labels(names): try vm.random.shuffle(&xs)
    case .swapAt? where labels(names, "_", "_"):
      let i = try int(args[0], "index")
      let j = try int(args[1], "index")
      guard i >= 0 && i < xs.count else { throw vm.indexOutOfRange(i, count: xs.count) }
      guard j >= 0 && j < xs.count else { throw vm.indexOutOfRange(j, count: xs.count) }
      xs.swapAt(i, j)
    default: return nil
    }
    return .void
  }

  /// `partition(by:)` as the standard library's bidirectional algorithm does it (the order of
  /// each part is what its swaps leave): the index of the first element of the second part.
  static func partition(_ vm: VM, _ xs: inout [Value], by f: Value) throws -> Int {
    var lo = 0
    var hi = xs.count
    while true {
      while true {
        guard lo != hi else { return lo }
        if try test(vm, f, xs[lo]) { break }
        lo += 1
      }
      while true {
        hi -= 1
        guard lo != hi else { return lo }
        if !(try test(vm, f, xs[hi])) { break }
      }
      xs.swapAt(lo, hi)
      lo += 1
    }
  }

  // MARK: - Ranges

  static func rangeMember(_ r: RangeValue, _ s: Sym?, _ v: Value) throws -> Value? {
    switch s {
    case .count?:
      // Swift traps when the count does not fit in an Int (Int.min..<Int.max); so does the playground.
      let (n, overflow) = r.upper.subtractingReportingOverflow(r.lower)
      let (total, overflow2) = r.closed ? n.addingReportingOverflow(1) : (n, false)
      guard !overflow && !overflow2 else {
        throw Fault("the range \(describePlain(v)) has more elements than an Int can count")
      }
      return .int(total)
    case .isEmpty?: return .bool(r.count == 0)
    case .lowerBound?: return .int(r.lower)
    case .upperBound?: return .int(r.upper)
    case .first?: return r.count > 0 ? Value.some(.int(r.lower)) : .null
    case .last?: return r.count > 0 ? Value.some(.int(r.closed ? r.upper : r.upper - 1)) : .null
    case .startIndex? where !r.closed: return .int(r.lower)
    case .endIndex? where !r.closed: return .int(r.upper)
    default: return nil
    }
  }

  static func rangeMethod(_ vm: VM, _ r: RangeValue, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch s {
    case .contains? where labels(names, "_"):
      // Without listing the elements: `(0..<Int.max).contains(5)`.
      guard case .int(let x) = args[0] else { return .bool(false) }
      return .bool(x >= r.lower && (r.closed ? x <= r.upper : x < r.upper))
    case .clamped?, .overlaps?: return intRangeAlgebra(r, s, args, names)
    default: return nil
    }
  }
}
