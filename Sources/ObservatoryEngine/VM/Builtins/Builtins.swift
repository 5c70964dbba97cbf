/// The standard library the lessons use: global functions (`print`, `min`, `withObservationTracking`,
/// ...), builtin types (`Int`, `Array`, `Mutex`, `MainActor`), and members of builtin values.
enum Builtins {
  /// The most elements an array, or bytes a string, may get from one builtin operation
  /// (`Array(repeating:count:)`, `Array(0..<n)`, `+`, `append(contentsOf:)`, `joined`). Lessons never
  /// need more; past it a runaway (`s += s` in a loop, a count of 50 million) stops with a lesson
  /// error instead of taking seconds and gigabytes.
  static let maxCount = 10_000_000

  /// The error for a collection or string that would pass `maxCount`.
  static func tooLarge(_ size: Int, string: Bool = false, hint: String? = nil) -> Fault {
    Fault(
      string
        ? "this string would have \(size) bytes, more than the playground's limit of \(maxCount)"
        : "this array would have \(size) elements, more than the playground's limit of \(maxCount)",
      hint: hint
        ?? "look for a loop that keeps growing it (s += s doubles it); the limit is fixed, so that a runaway lesson cannot fill the memory",
      kind: .limit)
  }

  /// Builtin methods that change their receiver: called on a storage path, they write it back
  /// (and an `@Observable` property notifies, R8). The compiler's list is made from this one.
  static let mutatingMethods: [Sym] = [
    .append, .insert, .remove, .removeAll, .removeFirst, .removeLast, .popLast, .sort, .reverse, .shuffle, .swapAt,
    .removeSubrange, .replaceSubrange, .toggle, .removeValue, .updateValue, .merge, .formUnion, .formIntersection,
    .subtract, .formSymmetricDifference, .update, .withLock, .reserveCapacity, .partition,
  ]
  static let mutatingSymbols: Set<Int> = Set(mutatingMethods.map(\.rawValue))

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
      "CancellationError", "DispatchQueue", "DispatchTime", "CharacterSet", "ComparisonResult", "Bindable",
      "ObjectIdentifier", "ObservationRegistrar", "UInt64", "Substring",
    ] + Array(viewTypeNames) + foundationTypeNames + Catalog.combineTypeNames {
      type(program, t)
    }
    installFunctions(into: program)
    // Operators used as functions: `reduce(0, +)`, `sorted(by: >)`, `reduce(0, |)`.
    for op in [
      "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&+", "&-", "&*", "&", "|", "^", "<<", ">>", "===",
      "!==", "&<<", "&>>",
    ] {
      guard let b = BinaryOp(rawValue: op) else { continue }
      native(program, op) { vm, args, _ in
        guard args.count == 2 else { throw Fault("'\(op)' takes two operands") }
        return try Operators.binary(vm, b, args[0], args[1])
      }
    }
    native(program, "withObservationTracking") { vm, args, labels in
      try vm.runtime.withObservationTracking(args, labels)
    }
    native(program, "host") { vm, args, _ in
      guard let v = args.first else { throw Fault("host(_:) takes a view") }
      if vm.viewHost == nil { vm.viewHost = ViewHost(vm: vm) }
      try vm.viewHost!.host(v)
      return .void
    }
    native(program, "settle") { vm, _, _ in
      try vm.viewHost?.settle()
      if vm.viewHost == nil { vm.trace.record(.view(.noViewsHosted)) }
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
      vm.trace.record(.schedule(.dispatchMain))
      try vm.suspend(.forever)
      return .missing
    }
    native(program, "withUnsafeCurrentTask") { vm, args, _ in
      guard let body = args.first else { return .void }
      return try vm.callValue(body, [vm.currentTask.map { .some(.host($0)) } ?? .null])
    }
    native(program, "withTracking") { vm, args, labels in try vm.runtime.withObservationTracking(args, labels) }
    // The prelude's task groups: a child's error as an element of the group's stream.
    native(program, "_childTaskFailure") { _, args, _ in .host(ChildTaskFailure(error: args[0])) }
    // The prelude's withTaskCancellationHandler: the handler is the running task's while the
    // operation runs; a task already cancelled runs it at once.
    native(program, "_pushCancellationHandler") { vm, args, _ in
      guard let task = vm.currentTask, let handler = args.first else { return .void }
      task.cancellationHandlers.append(handler)
      if task.isCancelled { _ = try vm.callValue(handler, []) }
      return .void
    }
    native(program, "_popCancellationHandler") { vm, _, _ in
      _ = vm.currentTask?.cancellationHandlers.popLast()
      return .void
    }
  }

  static func string(_ v: Value, _ what: String) throws -> String {
    if case .string(let s) = v { return s }
    if case .host(let s as SubstringSlice) = v { return s.text }
    throw Fault("\(what) must be a String, not '\(valueTypeName(v))'")
  }

  static func int(_ v: Value, _ what: String) throws -> Int {
    if case .int(let i) = v { return i }
    throw Fault("\(what) must be an Int, not '\(valueTypeName(v))'")
  }

  /// The elements of any sequence value, as an array.
  static func elements(_ v: Value) throws -> [Value] {
    switch v {
    case .array(let xs): return xs
    case .set(let s): return s.members
    case .host(let w as SequenceWrapper): return w.elements
    case .range(let r):
      // `r.count`, not `end - r.lower`: that subtraction overflows for Int.min..<Int.max.
      guard let end = r.end, r.count <= maxCount else {
        throw Fault("the range \(describePlain(v)) is too large to list")
      }
      return (r.lower..<end).map { .int($0) }
    case .string(let s): return s.map { .string(String($0)) }
    case .dict(let d): return pairs(d)
    case .tuple(let xs, _): return xs
    case .host(let n as NativeValue) where n.elements != nil: return n.elements ?? []
    default: throw Fault("a value of type '\(valueTypeName(v))' is not a sequence")
    }
  }

  // MARK: - Types

  static func construct(_ vm: VM, _ t: TypeValue, _ args: [Value], _ labels: [Int?]) throws -> Value {
    if let v = try concurrencyConstruct(vm, t, args) { return v }
    let names = labels.map { label(vm, $0) }
    if let v = try foundationConstruct(vm, t, args, names) { return v }
    if let v = try vm.combine.construct(t, args, names, trace: vm.trace) { return v }
    if let v = try constructView(vm, t.name, args, names) { return v }
    if case .host(let u as UnfoldSequenceValue)? = args.first, args.count == 1, names == [nil] {
      // `Array(seq)`, `Set(seq)`: the elements, read one at a time.
      return try construct(vm, t, [.array(try u.elements(vm))], labels)
    }
    if case .host(let u as UnfoldSequenceValue)? = args.first, names.first == "uniqueKeysWithValues" {
      // `Dictionary(uniqueKeysWithValues: zip(keys, lessonSequence))`.
      return try construct(vm, t, [.array(try u.elements(vm))] + args.dropFirst(), labels)
    }
    if let first = args.first, args.count == 1, names == [nil], let u = LessonSequence.unfold(vm, first) {
      return try construct(vm, t, [.array(try u.elements(vm))], labels)
    }
    if t.name == "Bindable" {
      // `Bindable(model)`, and a local `@Bindable var model = model`: bindings to its properties.
      guard args.count == 1, case .object(let o) = args[0] else { throw Fault("Bindable(_:) takes an object") }
      return .host(BindableProjection(object: o, label: o.cls.name))
    }
    switch t.name {
    case "Int": return try constructInt(args, names)
    case "Double": return try constructDouble(args, names)
    case "UInt64": return try constructUInt64(args, names)
    case "Bool": return try constructBool(args, names)
    case "String": return try constructString(vm, args, names)
    case "Character": return try constructCharacter(args, names)
    case "Substring": return try constructSubstring(args, names)
    case "Array": return try constructArray(args, names)
    case "Set": return try constructSet(args, names)
    case "Dictionary": return try constructDictionary(vm, args, names)
    case "CharacterSet": return try constructCharacterSet(args, names)
    // `Optional(x)` is `.some(x)`, printed `Optional(x)`.
    case "Optional" where Builtins.labels(names, "_"): return Value.some(args[0])
    case "Mutex" where Builtins.labels(names, "_"): return .host(MutexBox(args[0]))
    case "ObjectIdentifier" where Builtins.labels(names, "_"): return try ObjectIdentifierValue.construct(vm, args[0])
    case "ObservationRegistrar" where Builtins.labels(names): return .host(ObservationRegistrarValue())
    default: throw Fault("no initializer of '\(t.name)' takes these arguments")
    }
  }

  /// `Array()`, `Array(sequence)`, `Array(repeating:count:)`.
  static func constructArray(_ args: [Value], _ names: [String?]) throws -> Value {
    if labels(names) { return .array([]) }
    if labels(names, "_") { return .array(try elements(args[0])) }
    guard labels(names, "repeating", "count") else { throw Fault("no initializer of 'Array' takes these arguments") }
    let n = try int(args[1], "count")
    guard n >= 0 else { throw Fault("Can't construct Array with count < 0 (\(n))") }
    guard n <= maxCount else {
      throw Fault(
        "Array(repeating:count:) with \(n) elements is too large: the playground's limit is \(maxCount)", kind: .limit)
    }
    return .array(Array(repeating: args[0], count: n))
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
    if t.name == "Task" && vm.program.symbolName(sym) == "detached" {
      // `Task.detached { }`: Swift runs it on the global executor; the playground, which has one
      // simulated actor, runs it as it runs `Task { }` — when the creating task suspends.
      return .native(
        NativeFunction("Task.detached") { vm, args, _ in
          guard let body = args.last else { throw Fault("Task.detached needs a closure") }
          return try TaskHandle.start(vm, body, label: "detached task")
        })
    }
    if t.name == "MainActor" && vm.program.symbolName(sym) == "run" {
      // `await MainActor.run { ... }`: every lesson statement already runs on the main actor.
      return .native(
        NativeFunction("MainActor.run") { vm, args, _ in
          guard let body = args.last, case .closure = body else { throw Fault("MainActor.run takes a closure") }
          return try vm.callValue(body, [])
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
    if let v = try numberStatic(vm, t.name, Sym(rawValue: sym)) { return v }
    switch (t.name, Sym(rawValue: sym)) {
    case (_, .`self`?): return .type(t)
    // `xs.map(String.init)`: the initializer as a function.
    case (_, .`init`?):
      return .native(NativeFunction(t.name + ".init") { vm, args, labels in try construct(vm, t, args, labels) })
    case ("ComparisonResult", _):
      switch vm.program.symbolName(sym) {
      case "orderedAscending": return .host(ComparisonResultValue(.orderedAscending))
      case "orderedSame": return .host(ComparisonResultValue(.orderedSame))
      case "orderedDescending": return .host(ComparisonResultValue(.orderedDescending))
      default: throw Fault("ComparisonResult has no member '\(vm.program.symbolName(sym))'")
      }
    case ("CharacterSet", _):
      if let set = namedCharacterSet(vm.program.symbolName(sym)) { return .host(CharacterSetValue(set)) }
      throw Fault("type 'CharacterSet' has no member '\(vm.program.symbolName(sym))'")
    case ("Optional", .none?): return .null
    case ("Optional", .some?):
      return .native(
        NativeFunction("Optional.some") { _, args, labels in
          guard args.count == 1, labels[0] == nil else { throw Fault("Optional.some(_:) takes one value") }
          return Value.some(args[0])
        })
    case ("MainActor", .assumeIsolated?):
      return .native(
        NativeFunction("MainActor.assumeIsolated") { vm, args, _ in
          guard args.count == 1, case .closure = args[0] else {
            throw Fault("MainActor.assumeIsolated takes a closure")
          }
          return try vm.callValue(args[0], [])
        })
    // Every lesson statement runs on the simulated main actor: the check always holds.
    case ("MainActor", .assertIsolated?):
      return .native(NativeFunction("MainActor.assertIsolated") { _, _, _ in .void })
    default:
      throw Fault("type '\(t.name)' has no member '\(vm.program.symbolName(sym))'")
    }
  }
}

/// `Mutex(value)` from Synchronization: `withLock` hands the closure the value `inout`.
final class MutexBox: HostObject {
  var value: Value
  /// Inside a `withLock`.
  var isLocked = false
  init(_ value: Value) { self.value = value }
  deinit { Reaper.release(taking: &value) }
  override var typeName: String { "Mutex" }
  override func releaseValues(into pending: inout [Value]) {
    pending.append(value)
    value = .void
  }
}

extension VM {
  /// Program output (`print`): recorded line by line in the trace.
  func emitOutput(_ text: String) {
    // Lines are cut at each newline byte, once: a print of a million lines is linear.
    let bytes = text.utf8
    var start = bytes.startIndex
    while let nl = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      trace.recordAlways(.output(outputBuffer + String(Substring(bytes[start..<nl]))))
      outputBuffer = ""
      start = bytes.index(after: nl)
    }
    outputBuffer += String(Substring(bytes[start...]))
  }

  /// Writes out a last line that had no newline.
  public func flushOutput() {
    if !outputBuffer.isEmpty {
      trace.recordAlways(.output(outputBuffer))
      outputBuffer = ""
    }
  }
}
