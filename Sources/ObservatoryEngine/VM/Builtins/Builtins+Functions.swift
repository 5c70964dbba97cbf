import Foundation

/// The standard library's free functions: `print`, `debugPrint`, `min`, `max`, `abs`, `stride`,
/// `zip`, `type(of:)`, the traps (`fatalError`, ...), and Foundation's `sqrt`, `pow`, `floor`,
/// `ceil`, `round`. Each was verified against Swift 6.3.1 (`Tests/.../Stdlib/functions*`); the
/// arithmetic ones are the host's own, so their results are Swift's bit for bit.
extension Builtins {
  static func installFunctions(into program: Program) {
    native(program, "print") { vm, args, labels in try printItems(vm, args, labels, debug: false) }
    native(program, "debugPrint") { vm, args, labels in try printItems(vm, args, labels, debug: true) }
    // `assert(_:_:)` and `precondition(_:_:)` are compiled as checks where they are called; these
    // natives only make the names resolve. Used as a value they would check nothing: an error.
    for name in ["assert", "precondition"] {
      native(program, name) { _, _, _ in
        throw Fault("'\(name)' can only be called directly, as in \(name)(count > 0, \"message\")")
      }
    }
    native(program, "fatalError") { vm, args, _ in
      let message = try args.first.map { try Describer.describe(vm, $0) } ?? ""
      throw Fault("fatal error" + (message.isEmpty ? "" : ": \(message)"), kind: .assertion)
    }
    native(program, "assertionFailure") { vm, args, _ in
      throw Fault(
        "assertion failure" + (try args.first.map { ": " + (try Describer.describe(vm, $0)) } ?? ""), kind: .assertion)
    }
    native(program, "preconditionFailure") { vm, args, _ in
      throw Fault(
        "precondition failure" + (try args.first.map { ": " + (try Describer.describe(vm, $0)) } ?? ""),
        kind: .assertion)
    }
    native(program, "min") { vm, args, labels in try extreme(vm, args, labels, wantMax: false) }
    native(program, "max") { vm, args, labels in try extreme(vm, args, labels, wantMax: true) }
    native(program, "abs") { vm, args, labels in
      guard labels.count == 1, labels[0] == nil else { throw Fault("abs(_:) takes one number") }
      switch args[0] {
      case .int(let i):
        if i == Int.min { throw Fault("arithmetic overflow: abs(\(i)) does not fit in Int") }
        return .int(abs(i))
      case .double(let d): return .double(abs(d))
      default: throw Fault("abs(_:) takes a number, not '\(valueTypeName(args[0]))'")
      }
    }
    native(program, "stride") { vm, args, labels in
      let names = labels.map { label(vm, $0) }
      let through: Bool
      if Builtins.labels(names, "from", "to", "by") {
        through = false
      } else if Builtins.labels(names, "from", "through", "by") {
        through = true
      } else {
        throw Fault("stride takes from:, to: or through:, and by:")
      }
      return try stride(args[0], args[1], args[2], through: through)
    }
    native(program, "zip") { vm, args, labels in
      guard labels.count == 2, labels.allSatisfy({ $0 == nil }) else { throw Fault("zip(_:_:) takes two sequences") }
      // A one-sided range (`zip(names, 1...)`) is endless: it gives as many as the other side.
      func bounded(_ v: Value, _ other: Value) throws -> [Value] {
        guard case .range(let r) = v, r.count > maxCount, case let o = try elements(other) else {
          return try elements(v)
        }
        return (0..<o.count).map { .int(r.lower &+ $0) }
      }
      if let lazy = try zipReadingSequences(vm, args[0], args[1]) { return lazy }
      let pairs = zip(try bounded(args[0], args[1]), try bounded(args[1], args[0])).map { Value.tuple([$0, $1]) }
      return .host(SequenceWrapper(.zip(args[0], args[1]), pairs))
    }
    // `swap(&a, &b)` is compiled as a call with `&` arguments (`VM.callInout`), which swaps the values.
    native(program, "swap") { _, _, _ in throw Fault("swap(_:_:) takes two '&' arguments: swap(&a, &b)") }
    // `withExtendedLifetime(x) { ... }`: keeps `x` alive until the body returns (the argument
    // does), and runs the body — with `x` when it takes a parameter.
    native(program, "withExtendedLifetime") { vm, args, _ in
      guard args.count == 2 else { throw Fault("withExtendedLifetime(_:_:) takes a value and a closure") }
      if case .closure(let c) = args[1], c.proto.paramCount == 0 { return try vm.callValue(args[1], []) }
      return try vm.callValue(args[1], [args[0]])
    }
    native(program, "dump") { vm, args, labels in try dump(vm, args, labels) }
    native(program, "sequence") { vm, args, labels in
      try UnfoldSequenceValue.make(vm, args, labels.map { label(vm, $0) })
    }
    // The value stays alive while the closure runs (the call holds it); the closure may take it.
    native(program, "withExtendedLifetime") { vm, args, labels in
      guard args.count == 2, labels.allSatisfy({ $0 == nil || $0 == Program.trailingClosureLabel }) else {
        throw Fault("withExtendedLifetime(_:_:) takes a value and a closure")
      }
      if case .closure(let c) = args[1], c.proto.paramCount == 1 { return try vm.callValue(args[1], [args[0]]) }
      return try vm.callValue(args[1], [])
    }
    native(program, "type") { vm, args, labels in
      guard labels.count == 1, label(vm, labels[0]) == "of" else { throw Fault("type(of:) takes one value") }
      return try typeOf(vm, args[0])
    }
    // Foundation's math on Double (an Int argument is a Double literal in Swift).
    let math: [(String, (Double) -> Double)] = [
      ("sqrt", { $0.squareRoot() }), ("floor", { Foundation.floor($0) }), ("ceil", { Foundation.ceil($0) }),
      ("round", { Foundation.round($0) }), ("trunc", { Foundation.trunc($0) }),
      // The C library's (the native program calls the same one: `Stdlib/math-functions`).
      ("exp", { Foundation.exp($0) }), ("exp2", { Foundation.exp2($0) }), ("log", { Foundation.log($0) }),
      ("log2", { Foundation.log2($0) }), ("log10", { Foundation.log10($0) }), ("cbrt", { Foundation.cbrt($0) }),
      ("sin", { Foundation.sin($0) }), ("cos", { Foundation.cos($0) }), ("tan", { Foundation.tan($0) }),
      ("asin", { Foundation.asin($0) }), ("acos", { Foundation.acos($0) }), ("atan", { Foundation.atan($0) }),
      ("sinh", { Foundation.sinh($0) }), ("cosh", { Foundation.cosh($0) }), ("tanh", { Foundation.tanh($0) }),
    ]
    for (name, f) in math {
      native(program, name) { _, args, labels in
        guard labels.count == 1, labels[0] == nil else { throw Fault("\(name)(_:) takes one number") }
        return .double(f(try double(args[0], name)))
      }
    }
    let math2: [(String, (Double, Double) -> Double)] = [
      ("atan2", { Foundation.atan2($0, $1) }), ("hypot", { Foundation.hypot($0, $1) }),
      ("fmod", { Foundation.fmod($0, $1) }),
    ]
    for (name, f) in math2 {
      native(program, name) { _, args, labels in
        guard labels.count == 2, labels.allSatisfy({ $0 == nil }) else {
          throw Fault("\(name)(_:_:) takes two numbers")
        }
        return .double(f(try double(args[0], name), try double(args[1], name)))
      }
    }
    // Glibc's constants, which Foundation exports.
    program.globals[program.global("M_PI", isLet: true)] = .double(Double.pi)
    program.globals[program.global("M_E", isLet: true)] = .double(M_E)
    native(program, "pow") { _, args, labels in
      guard labels.count == 2, labels.allSatisfy({ $0 == nil }) else { throw Fault("pow(_:_:) takes two numbers") }
      // `pow(2, 3)` with two integer literals is Foundation's `pow(Decimal, Int) -> Decimal` in
      // Swift (it prints 8); a Double anywhere makes it `pow(Double, Double)`.
      if case .int(let base) = args[0], case .int(let exponent) = args[1] {
        return .host(DecimalValue(Foundation.pow(Decimal(base), exponent)))
      }
      return .double(Foundation.pow(try double(args[0], "pow"), try double(args[1], "pow")))
    }
  }

  /// A number where Swift expects a `Double` (an integer literal becomes one).
  static func double(_ v: Value, _ what: String) throws -> Double {
    switch v {
    case .double(let d): return d
    case .int(let i): return Double(i)
    default: throw Fault("\(what) takes a Double, not '\(valueTypeName(v))'")
    }
  }

  /// `print(items..., separator:terminator:)` and `debugPrint` (each item as `String(reflecting:)`).
  static func printItems(_ vm: VM, _ args: [Value], _ labels: [Int?], debug: Bool) throws -> Value {
    var items: [Value] = []
    var separator = " "
    var terminator = "\n"
    for (a, l) in zip(args, labels) {
      switch label(vm, l) {
      case nil: items.append(a)
      case "separator"?: separator = try string(a, "separator")
      case "terminator"?: terminator = try string(a, "terminator")
      case let other?: throw Fault("\(debug ? "debugPrint" : "print") has no parameter '\(other)'")
      }
    }
    vm.emitOutput(
      try items.map { try Describer.describe(vm, $0, debug: debug) }.joined(separator: separator) + terminator)
    return .void
  }

  /// `min(x, y, rest...)` / `max(x, y, rest...)` as the standard library computes them: `min`
  /// keeps the first of equal values, `max` the last (`max(0.0, -0.0)` is `-0.0`).
  static func extreme(_ vm: VM, _ args: [Value], _ labels: [Int?], wantMax: Bool) throws -> Value {
    guard args.count >= 2, labels.allSatisfy({ $0 == nil }) else {
      throw Fault(
        "\(wantMax ? "max" : "min")(_:_:) takes two or more values",
        hint: "for the \(wantMax ? "largest" : "smallest") element of a collection, use xs.\(wantMax ? "max" : "min")()"
      )
    }
    // Literals take one type: `max(1.5, 2)` is `max(1.5, 2.0)`, which prints `2.0`.
    // An implicit member (`max(1.0, .nan)`, `min(d, .seconds(1))`) is a member of the other
    // values' type.
    var args = try args.map { a in
      try args.lazy.compactMap { try Operators.resolvingImplicit(vm, a, like: $0) }.first ?? a
    }
    if args.contains(where: { if case .double = $0 { return true } else { return false } }) {
      args = args.map { if case .int(let i) = $0 { return .double(Double(i)) } else { return $0 } }
    }
    // `max` keeps `y` when `y >= x`, `min` when `y < x`: with a NaN, whichever side that leaves.
    var best = args[0]
    for x in args.dropFirst() {
      let replaces: Bool
      if case .double(let y) = x, case .double(let b) = best {
        replaces = wantMax ? y >= b : y < b
      } else {
        replaces = wantMax ? try Operators.compare(vm, x, best) >= 0 : try Operators.compare(vm, x, best) < 0
      }
      if replaces { best = x }
    }
    return best
  }

  /// `stride(from:to:by:)` / `stride(from:through:by:)` over Int or Double: the host's own
  /// stride, so a Double stride's values (`start + n * step`, no accumulated error) are Swift's.
  static func stride(_ from: Value, _ to: Value, _ by: Value, through: Bool) throws -> Value {
    var out: [Value] = []
    func add(_ v: Value) throws {
      out.append(v)
      guard out.count <= maxCount else {
        throw tooLarge(
          out.count,
          hint:
            "the playground makes a stride's elements all at once; to count that far, loop over a range (for i in 0..<n), which it walks one at a time"
        )
      }
    }
    if case .int(let a) = from, case .int(let b) = to, case .int(let step) = by {
      guard step != 0 else { throw Fault("Stride size must not be zero") }
      if through {
        for i in Swift.stride(from: a, through: b, by: step) { try add(.int(i)) }
      } else {
        for i in Swift.stride(from: a, to: b, by: step) { try add(.int(i)) }
      }
      return .host(SequenceWrapper(.stride(through: through, bounds: .int(a, b, step)), out))
    }
    let (a, b, step) = (try double(from, "stride"), try double(to, "stride"), try double(by, "stride"))
    guard step != 0, step.isFinite else {
      throw Fault(step == 0 ? "Stride size must not be zero" : "stride with a step of \(step) would never end")
    }
    if through {
      for x in Swift.stride(from: a, through: b, by: step) { try add(.double(x)) }
    } else {
      for x in Swift.stride(from: a, to: b, by: step) { try add(.double(x)) }
    }
    return .host(SequenceWrapper(.stride(through: through, bounds: .double(a, b, step)), out))
  }
}
