/// The standard library the lessons use: global functions (`print`, `min`, `withObservationTracking`,
/// ...), builtin types (`Int`, `Array`, `Mutex`, `MainActor`), and members of builtin values.
enum Builtins {
  /// The most elements an array, or bytes a string, may get from one builtin operation
  /// (`Array(repeating:count:)`, `Array(0..<n)`, `+`, `append(contentsOf:)`, `joined`). Lessons never
  /// need more; past it a runaway (`s += s` in a loop, a count of 50 million) stops with a lesson
  /// error instead of taking seconds and gigabytes.
  static let maxCount = 10_000_000

  /// The error for a collection or string that would pass `maxCount`.
  static func tooLarge(_ size: Int, string: Bool = false) -> Fault {
    Fault(
      string
        ? "this string would have \(size) bytes, more than the playground's limit of \(maxCount)"
        : "this array would have \(size) elements, more than the playground's limit of \(maxCount)",
      hint: "look for a loop that keeps doubling it, such as s += s", kind: .limit)
  }

  static let mutatingSymbols: Set<Int> = [
    Sym.append, .insert, .remove, .removeAll, .removeFirst, .removeLast, .popLast, .sort, .reverse, .swapAt,
    .toggle, .removeValue, .updateValue, .merge, .withLock,
  ].reduce(into: Set<Int>()) { $0.insert($1.rawValue) }

  static func native(_ program: Program, _ name: String, _ body: @escaping (VM, [Value], [Int?]) throws -> Value) {
    program.globals[program.global(name, isLet: true)] = .native(NativeFunction(name, body))
  }

  static func type(_ program: Program, _ name: String) {
    program.globals[program.global(name, isLet: true)] = .type(BuiltinType(name: name))
  }

  static func label(_ vm: VM, _ l: Int?) -> String? { l.map { $0 >= 0 ? vm.program.symbolName($0) : "" } }

  /// Registers the builtins as globals of the program (once).
  static func install(into program: Program) {
    guard program.globalIndex["print"] == nil else { return }
    for t in [
      "Int", "Double", "Bool", "String", "Array", "Dictionary", "Set", "Mutex", "MainActor", "Character",
      "Float", "Optional", "Never", "Void", "Any", "AnyObject", "Error", "Duration", "Task", "Observations",
      "CancellationError", "DispatchQueue", "DispatchTime",
    ] + Array(viewTypeNames) + foundationTypeNames {
      type(program, t)
    }
    native(program, "print") { vm, args, labels in
      var items: [Value] = []
      var separator = " "
      var terminator = "\n"
      for (a, l) in zip(args, labels) {
        switch label(vm, l) {
        case "separator"?: separator = try string(a, "separator")
        case "terminator"?: terminator = try string(a, "terminator")
        default: items.append(a)
        }
      }
      vm.emitOutput(try items.map { try vm.describe($0) }.joined(separator: separator) + terminator)
      return .void
    }
    // Compiled as checks; these natives exist so the names resolve.
    for name in ["assert", "precondition"] {
      native(program, name) { _, _, _ in .void }
    }
    native(program, "fatalError") { vm, args, _ in
      let message = try args.first.map { try vm.describe($0) } ?? ""
      throw Fault("fatal error" + (message.isEmpty ? "" : ": \(message)"), kind: .assertion)
    }
    native(program, "assertionFailure") { vm, args, _ in
      throw Fault("assertion failure" + (try args.first.map { ": " + (try vm.describe($0)) } ?? ""), kind: .assertion)
    }
    native(program, "preconditionFailure") { vm, args, _ in
      throw Fault(
        "precondition failure" + (try args.first.map { ": " + (try vm.describe($0)) } ?? ""), kind: .assertion)
    }
    native(program, "min") { vm, args, _ in try extreme(vm, args, wantMax: false) }
    native(program, "max") { vm, args, _ in try extreme(vm, args, wantMax: true) }
    native(program, "abs") { _, args, _ in
      switch args.first {
      case .int(let i)?:
        if i == Int.min { throw Fault("arithmetic overflow: abs(\(i)) does not fit in Int") }
        return .int(abs(i))
      case .double(let d)?: return .double(abs(d))
      default: throw Fault("abs(_:) takes a number")
      }
    }
    native(program, "stride") { vm, args, labels in
      guard args.count == 3, case .int(let from) = args[0], case .int(let to) = args[1], case .int(let by) = args[2]
      else { throw Fault("stride(from:to:by:) takes three Int values") }
      if by == 0 { throw Fault("stride with a step of 0 would never end") }
      let through = label(vm, labels[1]) == "through"
      var out: [Value] = []
      var i = from
      while by > 0 ? (through ? i <= to : i < to) : (through ? i >= to : i > to) {
        out.append(.int(i))
        if out.count > 10_000_000 { throw Fault("stride makes too many values") }
        let (n, o) = i.addingReportingOverflow(by)
        if o { break }
        i = n
      }
      return .array(out)
    }
    native(program, "zip") { _, args, _ in
      guard args.count == 2 else { throw Fault("zip takes two sequences") }
      let a = try elements(args[0])
      let b = try elements(args[1])
      return .array(zip(a, b).map { .tuple([$0, $1]) })
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
    native(program, "type") { _, args, _ in .string(args.first.map { valueTypeName($0) } ?? "") }
    // Operators used as functions: `reduce(0, +)`, `sorted(by: >)`.
    for op in ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="] {
      guard let b = BinaryOp(rawValue: op) else { continue }
      native(program, op) { vm, args, _ in
        guard args.count == 2 else { throw Fault("'\(op)' takes two operands") }
        return try vm.binary(b, args[0], args[1])
      }
    }
    native(program, "withObservationTracking") { vm, args, labels in try withObservationTracking(vm, args, labels) }
    native(program, "host") { vm, args, _ in
      guard let v = args.first else { throw Fault("host(_:) takes a view") }
      if vm.viewHost == nil { vm.viewHost = ViewHost(vm: vm) }
      try vm.viewHost!.host(v)
      return .void
    }
    native(program, "settle") { vm, _, _ in
      try vm.viewHost?.settle()
      if vm.viewHost == nil { vm.trace.record(.view("settle: no views are hosted")) }
      return .void
    }
    native(program, "resetBodyCounts") { vm, _, _ in
      vm.viewHost?.resetCounts()
      return .void
    }
    program.globals[program.global("bodyCounts", isLet: true)] = .dict(DictStorage())
    native(program, "exit") { _, args, _ in
      if case .int(let code)? = args.first { throw ExitRequest(code: code) }
      throw ExitRequest(code: 0)
    }
    native(program, "dispatchMain") { vm, _, _ in
      vm.trace.record(.schedule("main calls dispatchMain(): it waits for main-queue jobs forever"))
      try vm.suspend(.forever)
      return .missing
    }
    native(program, "withUnsafeCurrentTask") { vm, args, _ in
      guard let body = args.first else { return .void }
      return try vm.callValue(body, [vm.currentTask.map { .some(.host($0)) } ?? .null])
    }
    native(program, "withTracking") { vm, args, labels in try withObservationTracking(vm, args, labels) }
  }

  static func string(_ v: Value, _ what: String) throws -> String {
    if case .string(let s) = v { return s }
    throw Fault("\(what) must be a String")
  }

  static func int(_ v: Value, _ what: String) throws -> Int {
    if case .int(let i) = v { return i }
    throw Fault("\(what) must be an Int, not '\(valueTypeName(v))'")
  }

  static func extreme(_ vm: VM, _ args: [Value], wantMax: Bool) throws -> Value {
    let items = args.count == 1 ? try elements(args[0]) : args
    guard var best = items.first else { throw Fault("\(wantMax ? "max" : "min") needs at least one value") }
    for x in items.dropFirst() {
      let c = try vm.compare(x, best)
      if wantMax ? c > 0 : c < 0 { best = x }
    }
    return best
  }

  /// The elements of any sequence value, as an array.
  static func elements(_ v: Value) throws -> [Value] {
    switch v {
    case .array(let xs): return xs
    case .range(let r):
      // `r.count`, not `end - r.lower`: that subtraction overflows for Int.min..<Int.max.
      guard let end = r.end, r.count <= maxCount else {
        throw Fault("the range \(describePlain(v)) is too large to list")
      }
      return (r.lower..<end).map { .int($0) }
    case .string(let s): return s.map { .string(String($0)) }
    case .dict(let d): return zip(d.keys, d.values).map { .tuple([$0, $1], labels: .keyValue) }
    case .tuple(let xs, _): return xs
    case .host(let n as NativeValue) where n.elements != nil: return n.elements ?? []
    default: throw Fault("a value of type '\(valueTypeName(v))' is not a sequence")
    }
  }

  // MARK: - withObservationTracking

  /// `withObservationTracking(_:onChange:)` (R1–R6) and the SPI `withObservationTracking(_:willSet:didSet:)` (R10).
  static func withObservationTracking(_ vm: VM, _ args: [Value], _ labels: [Int?]) throws -> Value {
    let names = labels.map { label(vm, $0) }
    guard args.count >= 2, names.dropFirst().allSatisfy({ ["onChange", "willSet", "didSet"].contains($0 ?? "") })
    else {
      throw Fault(
        "withObservationTracking takes an apply closure and onChange: (or willSet:/didSet:)",
        hint: "write: withObservationTracking { _ = model.value } onChange: { print(\"changed\") }")
    }
    let runtime = vm.runtime
    let id = runtime.nextTrackingId()
    let scopeLabel = "T\(id)"
    let line = vm.currentLine() ?? 0
    let (result, list) = try runtime.tracking(label: scopeLabel) { try vm.callValue(args[0], []) }
    // R2: nothing read, nothing installed (and the onChange expression is never evaluated).
    if list.isEmpty {
      vm.trace.record(.nothingTracked(scope: scopeLabel))
      if vm.trace.enabled {
        runtime.history.armed(scopeLabel, kind: .oneShot, reads: [], line: line)
        runtime.history.find(scopeLabel)?.state = .inert
      }
      return result
    }
    let tracking: Tracking
    if names[1] == "onChange" {
      var handler = args[1]
      if case .closure(let c) = handler, c.proto.name == "autoclosure" { handler = try vm.callValue(handler, []) }
      tracking = Tracking(
        id: id, label: scopeLabel, handler: .oneShot(onChange: handler), line: line, reads: list.labels)
      runtime.install(tracking, over: list, willSet: true, didSet: false)
    } else {
      var willSet: Value? = nil
      var didSet: Value? = nil
      for (a, n) in zip(args.dropFirst(), names.dropFirst()) {
        if n == "willSet" { willSet = a } else { didSet = a }
      }
      tracking = Tracking(
        id: id, label: scopeLabel, handler: .persistent(willSet: willSet, didSet: didSet), line: line,
        reads: list.labels)
      runtime.install(tracking, over: list, willSet: willSet != nil, didSet: didSet != nil)
    }
    vm.trace.record(.armed(tracking: scopeLabel, reads: list.labels, persistent: names[1] != "onChange"))
    return result
  }

  // MARK: - Types

  static func construct(_ vm: VM, _ t: TypeValue, _ args: [Value], _ labels: [Int?]) throws -> Value {
    if let v = try concurrencyConstruct(vm, t, args) { return v }
    let names = labels.map { label(vm, $0) }
    if let v = try foundationConstruct(vm, t, args, names) { return v }
    if let v = try constructView(vm, t.name, args, names) { return v }
    switch t.name {
    case "Int":
      guard let a = args.first else { return .int(0) }
      switch a {
      case .int: return a
      case .double(let d):
        guard d.isFinite, d > -9.3e18, d < 9.3e18 else { throw Fault("\(d) cannot be converted to Int") }
        return .int(Int(d))
      case .string(let s): return Int(s).map { .some(.int($0)) } ?? .null
      case .bool(let b): return .int(b ? 1 : 0)
      default: throw Fault("cannot convert '\(valueTypeName(a))' to Int")
      }
    case "Double", "Float":
      guard let a = args.first else { return .double(0) }
      switch a {
      case .int(let i): return .double(Double(i))
      case .double: return a
      case .string(let s): return Double(s).map { .some(.double($0)) } ?? .null
      default: throw Fault("cannot convert '\(valueTypeName(a))' to Double")
      }
    case "String":
      if names.first == "repeating", args.count == 2 {
        let n = try int(args[1], "count")
        guard n >= 0 else { throw Fault("String(repeating:count:) needs a count of 0 or more") }
        let s = try vm.describe(args[0])
        // Divide rather than multiply: `s.count * n` overflows (a trap) for a count like Int.max.
        // An empty string is checked too: repeating "" Int.max times still loops Int.max times.
        guard n <= maxCount / max(1, s.utf8.count) else {
          throw Fault(
            "String(repeating:count:) would make a string of more than \(maxCount) bytes, the playground's limit",
            kind: .limit)
        }
        return .string(String(repeating: s, count: n))
      }
      if names.first == "describing" || names.first == nil, let a = args.first { return .string(try vm.describe(a)) }
      // `String(reflecting:)` is the debug description (verified against Swift 6.3.1).
      if names.first == "reflecting", let a = args.first { return .string(try vm.describe(a, debug: true)) }
      return .string("")
    case "Bool":
      guard let a = args.first else { return .bool(false) }
      if case .string(let s) = a {
        return s == "true" ? .some(.bool(true)) : s == "false" ? .some(.bool(false)) : .null
      }
      return a
    case "Array":
      if names.first == "repeating", args.count == 2 {
        let n = try int(args[1], "count")
        guard n >= 0 else { throw Fault("Array(repeating:count:) needs a count of 0 or more") }
        guard n <= maxCount else {
          throw Fault(
            "Array(repeating:count:) with \(n) elements is too large: the playground's limit is \(maxCount)",
            kind: .limit)
        }
        return .array(Array(repeating: args[0], count: n))
      }
      if let a = args.first { return .array(try elements(a)) }
      return .array([])
    case "Set":
      var seen = DictStorage()
      for x in try args.first.map(elements) ?? [] { seen.set(x, .void) }
      return .array(seen.keys)
    case "Dictionary": return .dict(DictStorage())
    case "Mutex": return .host(MutexBox(args.first ?? .void))
    case "Optional":
      guard let a = args.first else { throw Fault("Optional(_:) takes a value") }
      return .some(a)
    case "Character": return args.first ?? .string("")
    default:
      throw Fault("'\(t.name)(…)' is not supported by the playground")
    }
  }

  static func staticMember(_ vm: VM, _ t: TypeValue, _ sym: Int) throws -> Value {
    if let v = try concurrencyStatic(vm, t, Sym(rawValue: sym)) { return v }
    if let v = dispatchStatic(vm, t, vm.program.symbolName(sym)) { return v }
    if let v = try foundationStatic(vm, t, vm.program.symbolName(sym)) { return v }
    if t.name == "Task" && vm.program.symbolName(sym) == "checkCancellation" {
      return .native(
        NativeFunction("Task.checkCancellation") { vm, _, _ in
          if vm.currentIsCancelled { throw LessonThrow(value: .host(CancellationErrorValue())) }
          return .void
        })
    }
    if t.name == "Observations" && vm.program.symbolName(sym) == "untilFinished" {
      return .native(
        NativeFunction("Observations.untilFinished") { _, args, _ in
          guard let body = args.first, case .closure = body else {
            throw Fault("Observations.untilFinished needs a closure returning .next(value) or .finish")
          }
          return .host(ObservationsValue(closure: body, untilFinished: true))
        })
    }
    switch (t.name, Sym(rawValue: sym)) {
    case ("Int", .max?): return .int(Int.max)
    case ("Int", .min?): return .int(Int.min)
    case ("Int", .zero?): return .int(0)
    case ("Double", .nan?), ("Float", .nan?): return .double(.nan)
    case ("Double", .infinity?), ("Float", .infinity?): return .double(.infinity)
    case ("Double", .pi?), ("Float", .pi?): return .double(.pi)
    case ("Double", .greatestFiniteMagnitude?): return .double(.greatestFiniteMagnitude)
    case ("Double", .zero?): return .double(0)
    case ("MainActor", .assumeIsolated?), ("MainActor", .assertIsolated?):
      return .native(
        NativeFunction("MainActor.assumeIsolated") { vm, args, _ in
          guard let body = args.first, case .closure = body else { return .void }
          return try vm.callValue(body, [])
        })
    default:
      throw Fault("type '\(t.name)' has no member '\(vm.program.symbolName(sym))' in the playground")
    }
  }
}

/// `Mutex(value)` from Synchronization: `withLock` hands the closure the value `inout`.
final class MutexBox: HostObject {
  var value: Value
  init(_ value: Value) { self.value = value }
  override var typeName: String { "Mutex" }
}

extension VM {
  /// Program output (`print`): recorded line by line in the trace.
  func emitOutput(_ text: String) {
    outputBuffer += text
    while let nl = outputBuffer.firstIndex(of: "\n") {
      trace.record(.output(String(outputBuffer[..<nl])))
      outputBuffer = String(outputBuffer[outputBuffer.index(after: nl)...])
    }
  }

  /// Writes out a last line that had no newline.
  public func flushOutput() {
    if !outputBuffer.isEmpty {
      trace.record(.output(outputBuffer))
      outputBuffer = ""
    }
  }
}
