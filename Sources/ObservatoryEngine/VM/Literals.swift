/// The instructions that build one value out of the values on top of the stack: array,
/// dictionary, tuple and range literals, string interpolation and closures. Out of the dispatch
/// loop (`execute`) and not inlined into it: they are not hot, and a smaller loop keeps its
/// stack and counters in registers (measured with callgrind). They take the fiber whose stack
/// holds the values, and the VM only where a value's description or type needs it.
enum Literals {
  /// `[a, b, c]`: the top `n` values, taken off the stack.
  @inline(never)
  static func array(_ vm: VM, _ f: Fiber, count n: Int) throws -> Value {
    var vals = f.values(from: f.sp - n, count: n)
    f.truncate(to: f.sp - n)
    if vals.contains(where: { if case .host(is ImplicitMember) = $0 { true } else { false } }) {
      // `[Priority.high, .low]`: the implicit members are of the other elements' type.
      if let typed = vals.first(where: { if case .host(is ImplicitMember) = $0 { false } else { true } }) {
        vals = try vals.map { try Operators.resolvingImplicit(vm, $0, like: typed) ?? $0 }
      }
    }
    if vals.contains(where: { if case .some = $0 { true } else { $0.isNull } }) {
      // `[five, none, 7]` is an `[Int?]`: its plain values are wrapped, as Swift types them.
      vals = vals.map { $0.asOptional }
    }
    if vals.contains(where: { if case .host(is DecimalValue) = $0 { true } else { false } }) {
      vals = vals.map { DecimalValue.coerce($0) }  // `[price, 10, 0.5]` is a [Decimal]
    }
    return .array(vals)
  }

  /// `[k: v, ...]`: the top `2 * n` values (keys and values alternating), taken off the stack.
  @inline(never)
  static func dictionary(_ f: Fiber, count n: Int) throws -> Value {
    var d = DictStorage()
    let vals = f.values(from: f.sp - 2 * n, count: 2 * n)
    f.truncate(to: f.sp - 2 * n)
    for k in 0..<n {
      if d.find(vals[2 * k]) != nil {
        throw Fault("Dictionary literal contains duplicate keys (\(describePlain(vals[2 * k], debug: true)))")
      }
      d.set(vals[2 * k], vals[2 * k + 1])
    }
    return .dict(d)
  }

  /// `(a, b)`: the top `n` values, taken off the stack.
  @inline(never)
  static func tuple(_ f: Fiber, count n: Int) -> Value {
    let vals = f.values(from: f.sp - n, count: n)
    f.truncate(to: f.sp - n)
    return .tuple(vals)
  }

  /// `a..<b`, `a...b`.
  @inline(never)
  static func range(_ vm: VM, _ a: Value, _ b: Value, closed: Bool) throws -> Value {
    if let r = try Builtins.makeRange(a, b, closed: closed) ?? Builtins.makeDoubleRange(a, b, closed: closed) {
      return r  // `i..<j` over String indices, `0.5...1.5`
    }
    guard case .int(let lo) = a, case .int(let hi) = b else {
      return try Builtins.makeComparableRange(vm, a, b, closed: closed)  // `"a"..."m"`
    }
    guard lo <= hi else {
      throw Fault(
        "cannot form a range with \(lo)\(closed ? "..." : "..<")\(hi): the upper bound is below the lower bound",
        hint: "Swift requires lowerBound <= upperBound")
    }
    return .range(RangeValue(lo, hi, closed: closed))
  }

  /// `a...`, `..<b`, `...b`.
  @inline(never)
  static func partialRange(_ bound: Value, closed: Bool, from: Bool) -> Value {
    if let r = Builtins.makePartialRange(bound, closed: closed, from: from) { return r }  // over String indices
    if let r = Builtins.makePartialDoubleRange(bound, closed: closed, from: from) { return r }
    guard case .int(let b) = bound else {
      // `"m"...`, `..<Version(2)`: a one-sided range of another Comparable type.
      return .host(from ? ComparableRange(bound, nil, closed: true) : ComparableRange(nil, bound, closed: closed))
    }
    return .range(
      from
        ? RangeValue(b, Int.max, closed: true, toEnd: true)
        : RangeValue(Int.min, b, closed: closed, fromStart: true))
  }

  /// `"\(a) and \(b)"`: the top `n` values described and joined, taken off the stack.
  @inline(never)
  static func interpolation(_ vm: VM, _ f: Fiber, count n: Int) throws -> Value {
    let vals = f.values(from: f.sp - n, count: n)
    f.truncate(to: f.sp - n)
    var s = ""
    for v in vals {
      s += try Describer.describe(vm, v)
      // `s = "\(s)\(s)"` in a loop doubles like `s += s`; bounded the same way.
      if s.utf8.count > Builtins.maxCount { throw Builtins.tooLarge(s.utf8.count, string: true) }
    }
    return .string(s)
  }

  /// A closure of nested function `p`, capturing from the frame at `base` running `closure`.
  @inline(never)
  static func closure(_ p: FunctionProto, _ f: Fiber, base: Int, closure: Closure?) -> Value {
    let c = Closure(proto: p, captures: captures(of: p, in: f, base: base, closure: closure))
    if let set = p.overloads {
      // Local overloads (`Compiler+LocalOverloads`): each one's closure, made in this frame.
      c.siblings = set.filter { $0 !== p }.map {
        Closure(proto: $0, captures: captures(of: $0, in: f, base: base, closure: closure))
      }
    }
    return .closure(c)
  }

  /// The values a closure of `q` made in the frame at `base` captures.
  @inline(__always)
  static func captures(of q: FunctionProto, in f: Fiber, base: Int, closure: Closure?) -> [Value] {
    var caps: [Value] = []
    if !q.captures.isEmpty { caps.reserveCapacity(q.captures.count) }
    for c in q.captures {
      switch c {
      case .local(let s), .localCell(let s): caps.append(f.stack[base + s])
      case .capture(let k), .captureCell(let k): caps.append(closure!.captures[k])
      }
    }
    return caps
  }
}
