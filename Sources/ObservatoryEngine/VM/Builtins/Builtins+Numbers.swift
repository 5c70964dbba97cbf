/// `Int`, `Double` and `Bool`: initializers, statics, properties and methods, and `Optional`'s
/// `map`/`flatMap`. Conversions and arithmetic run on the host's own `Int` and `Double`, so results
/// and their printing (`1.0`, `1e-05`, `inf`) are Swift's; where Swift traps (`Int(Double.nan)`,
/// `Int.min.quotientAndRemainder(dividingBy: -1)`) the lesson stops with an error. Verified against
/// Swift 6.3.1 (`Tests/.../Stdlib/numbers*`).
extension Builtins {
  /// `Int()`, `Int(x)`, `Int("42")`, `Int("ff", radix: 16)`, `Int(exactly: 2.0)`.
  static func constructInt(_ args: [Value], _ names: [String?]) throws -> Value {
    if labels(names) { return .int(0) }
    if labels(names, "_") {
      switch args[0] {
      case .int: return args[0]
      case .double(let d): return .int(try exactInt(d))
      case .string(let s): return optional(Int(s).map { .int($0) })
      case .host(let s as SubstringSlice): return optional(Int(s.text).map { .int($0) })
      default: throw Fault("no initializer Int(_:) takes a value of type '\(valueTypeName(args[0]))'")
      }
    }
    if labels(names, "_", "radix") {
      let s = try string(args[0], "Int(_:radix:)'s text")
      let radix = try int(args[1], "radix")
      guard (2...36).contains(radix) else { throw Fault("radix \(radix) is out of range: Swift needs 2 through 36") }
      return optional(Int(s, radix: radix).map { .int($0) })
    }
    if labels(names, "exactly") {
      switch args[0] {
      case .int: return Value.some(args[0])
      case .double(let d): return optional(Int(exactly: d).map { .int($0) })
      default: throw Fault("Int(exactly:) takes a number")
      }
    }
    throw Fault("no initializer of 'Int' takes these arguments")
  }

  /// `Int(d)`: the integer part, or Swift's trap.
  static func exactInt(_ d: Double) throws -> Int {
    guard d.isFinite else {
      throw Fault("Double value cannot be converted to Int because it is either infinite or NaN")
    }
    guard d > -9_223_372_036_854_777_856.0, d < 9_223_372_036_854_775_808.0 else {
      throw Fault(
        "Double value cannot be converted to Int because the result would be \(d < 0 ? "less than Int.min" : "greater than Int.max")"
      )
    }
    return Int(d)
  }

  /// `Double()`, `Double(x)`, `Double("1.5")`, `Double(exactly: 3)`.
  static func constructDouble(_ args: [Value], _ names: [String?]) throws -> Value {
    if labels(names) { return .double(0) }
    if labels(names, "_") {
      switch args[0] {
      case .int(let i): return .double(Double(i))
      case .double: return args[0]
      case .string(let s): return optional(Double(s).map { .double($0) })
      case .host(let s as SubstringSlice): return optional(Double(s.text).map { .double($0) })
      default: throw Fault("no initializer Double(_:) takes a value of type '\(valueTypeName(args[0]))'")
      }
    }
    if labels(names, "exactly") {
      switch args[0] {
      case .int(let i): return optional(Double(exactly: i).map { .double($0) })
      case .double: return Value.some(args[0])
      default: throw Fault("Double(exactly:) takes a number")
      }
    }
    throw Fault("no initializer of 'Double' takes these arguments")
  }

  /// `Bool()`, `Bool(b)`, `Bool("true")`.
  static func constructBool(_ args: [Value], _ names: [String?]) throws -> Value {
    if labels(names) { return .bool(false) }
    guard labels(names, "_") else { throw Fault("no initializer of 'Bool' takes these arguments") }
    switch args[0] {
    case .bool: return args[0]
    case .string(let s): return optional(Bool(s).map { .bool($0) })
    case .host(let s as SubstringSlice): return optional(Bool(s.text).map { .bool($0) })
    default: throw Fault("no initializer Bool(_:) takes a value of type '\(valueTypeName(args[0]))'")
    }
  }

  static func numberStatic(_ vm: VM, _ type: String, _ s: Sym?) throws -> Value? {
    switch (type, s) {
    case ("Int", .max?): return .int(Int.max)
    case ("Int", .min?): return .int(Int.min)
    case ("Int", .zero?): return .int(0)
    case ("Int", .bitWidth?): return .int(Int.bitWidth)
    case ("Double", .nan?): return .double(.nan)
    case ("Double", .infinity?): return .double(.infinity)
    case ("Double", .pi?): return .double(.pi)
    case ("Double", .greatestFiniteMagnitude?): return .double(.greatestFiniteMagnitude)
    case ("Double", .leastNonzeroMagnitude?): return .double(.leastNonzeroMagnitude)
    case ("Double", .ulpOfOne?): return .double(.ulpOfOne)
    case ("Double", .zero?): return .double(0)
    // Random values come from the playground's seeded generator: the same on every run (Swift's
    // differ on every run; README, "Choices where Swift makes none").
    case ("Int", .random?):
      return .native(
        NativeFunction("Int.random") { vm, args, labels in
          guard labels.count == 1, label(vm, labels[0]) == "in", case .range(let r) = args[0] else {
            throw Fault("Int.random(in:) takes a range of Int")
          }
          guard r.count > 0 else { throw Fault("Can't get random value with an empty range") }
          return .int(r.lower &+ vm.random.index(below: r.count))
        })
    case ("Bool", .random?):
      return .native(
        NativeFunction("Bool.random") { vm, args, _ in
          guard args.isEmpty else { throw Fault("Bool.random() takes no arguments") }
          return .bool(vm.random.index(below: 2) == 1)
        })
    default: return nil
    }
  }

  static func intMember(_ i: Int, _ s: Sym?) -> Value? {
    switch s {
    case .magnitude?: return .int(i == Int.min ? Int.max : abs(i))  // UInt in Swift; Int.min's overflows here
    case .bitWidth?: return .int(i.bitWidth)
    case .nonzeroBitCount?: return .int(i.nonzeroBitCount)
    case .leadingZeroBitCount?: return .int(i.leadingZeroBitCount)
    case .trailingZeroBitCount?: return .int(i.trailingZeroBitCount)
    default: return nil
    }
  }

  static func intMethod(_ vm: VM, _ i: Int, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch s {
    case .isMultiple? where labels(names, "of"):
      let n = try int(args[0], "of")
      // `Int.min % -1` traps in Swift; every Int is a multiple of -1 anyway.
      return .bool(n == 0 ? i == 0 : n == -1 || i % n == 0)
    case .signum? where labels(names): return .int(i.signum())
    // Strideable: `5.advanced(by: 3)`, `2.distance(to: 9)`, trapping on overflow as `+` and `-` do.
    case .advanced? where labels(names, "by"):
      let n = try int(args[0], "by")
      let (r, o) = i.addingReportingOverflow(n)
      if o { throw Fault("arithmetic overflow: \(i) + \(n) does not fit in Int") }
      return .int(r)
    case .distance? where labels(names, "to"):
      let n = try int(args[0], "to")
      let (r, o) = n.subtractingReportingOverflow(i)
      if o { throw Fault("arithmetic overflow: \(n) - \(i) does not fit in Int") }
      return .int(r)
    case .quotientAndRemainder? where labels(names, "dividingBy"):
      let n = try int(args[0], "dividingBy")
      guard n != 0 else { throw Fault("division by zero in quotientAndRemainder(dividingBy:)") }
      guard !(i == Int.min && n == -1) else { throw Fault("arithmetic overflow: \(i) / \(n) does not fit in Int") }
      let (q, r) = i.quotientAndRemainder(dividingBy: n)
      return .tuple([.int(q), .int(r)], labels: .quotientRemainder)
    case .addingReportingOverflow? where labels(names, "_"):
      return reportingOverflow(i.addingReportingOverflow(try int(args[0], "the operand")))
    case .subtractingReportingOverflow? where labels(names, "_"):
      return reportingOverflow(i.subtractingReportingOverflow(try int(args[0], "the operand")))
    case .multipliedReportingOverflow? where labels(names, "by"):
      return reportingOverflow(i.multipliedReportingOverflow(by: try int(args[0], "by")))
    // Dividing by zero is not a trap here: Swift reports it as an overflow, the dividend the result.
    case .dividedReportingOverflow? where labels(names, "by"):
      return reportingOverflow(i.dividedReportingOverflow(by: try int(args[0], "by")))
    case .remainderReportingOverflow? where labels(names, "dividingBy"):
      return reportingOverflow(i.remainderReportingOverflow(dividingBy: try int(args[0], "dividingBy")))
    default: return nil
    }
  }

  /// `(partialValue: Int, overflow: Bool)`, the wrapped result and whether it overflowed.
  static func reportingOverflow(_ r: (partialValue: Int, overflow: Bool)) -> Value {
    .tuple([.int(r.partialValue), .bool(r.overflow)], labels: .partialValueOverflow)
  }

  static func doubleMember(_ d: Double, _ s: Sym?) -> Value? {
    switch s {
    case .isNaN?: return .bool(d.isNaN)
    case .isFinite?: return .bool(d.isFinite)
    case .isInfinite?: return .bool(d.isInfinite)
    case .isZero?: return .bool(d.isZero)
    case .magnitude?: return .double(d.magnitude)
    default: return nil
    }
  }

  static func doubleMethod(_ vm: VM, _ d: Double, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch s {
    case .rounded? where labels(names): return .double(d.rounded())
    case .rounded? where labels(names, "_"): return .double(d.rounded(try roundingRule(args[0])))
    case .squareRoot? where labels(names): return .double(d.squareRoot())
    case .advanced? where labels(names, "by"): return .double(d.advanced(by: try double(args[0], "by")))
    case .distance? where labels(names, "to"): return .double(d.distance(to: try double(args[0], "to")))
    case .truncatingRemainder? where labels(names, "dividingBy"):
      return .double(d.truncatingRemainder(dividingBy: try double(args[0], "dividingBy")))
    case .remainder? where labels(names, "dividingBy"):
      return .double(d.remainder(dividingBy: try double(args[0], "dividingBy")))
    default: return nil
    }
  }

  /// `.up`, `.down`, `.towardZero`, ...: a `FloatingPointRoundingRule`.
  static func roundingRule(_ v: Value) throws -> FloatingPointRoundingRule {
    if case .host(let m as ImplicitMember) = v, m.args.isEmpty {
      switch m.name {
      case "up": return .up
      case "down": return .down
      case "towardZero": return .towardZero
      case "awayFromZero": return .awayFromZero
      case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
      case "toNearestOrEven": return .toNearestOrEven
      default: break
      }
    }
    throw Fault(
      "rounded(_:) takes a rounding rule, not \(describePlain(v, debug: true))",
      hint: "use .up, .down, .towardZero, .awayFromZero, .toNearestOrAwayFromZero or .toNearestOrEven")
  }

  /// `Optional.map` / `flatMap`: nil stays nil; flatMap's closure already returns an Optional.
  static func optionalMethod(_ vm: VM, _ recv: Value, _ s: Sym?, _ args: [Value], _ names: [String?]) throws -> Value? {
    guard s == .map || s == .flatMap, labels(names, "{}") else { return nil }
    guard case .some(let x) = recv else { return .null }
    let r = try vm.callValue(args[0], [x])
    return s == .map ? Value.some(r) : r.asOptional
  }
}

/// The playground's random numbers: SplitMix64 from a fixed seed, so a lesson that shuffles
/// prints the same on every run (`shuffled()`, `randomElement()`, `Int.random(in:)`).
struct PlaygroundRandom {
  private var state: UInt64 = 0x5EED

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random number in `0..<n` (`n > 0`).
  mutating func index(below n: Int) -> Int { Int(truncatingIfNeeded: next() % UInt64(n)) }

  /// Fisher–Yates with the playground's generator.
  mutating func shuffle(_ xs: inout [Value]) throws {
    guard xs.count > 1 else { return }
    for i in stride(from: xs.count - 1, to: 0, by: -1) {
      try Watchdog.poll()
      xs.swapAt(i, index(below: i + 1))
    }
  }
}

extension TupleLabels {
  /// The labels of the overflow-reporting arithmetic's result.
  static let partialValueOverflow = TupleLabels(["partialValue", "overflow"])
}
