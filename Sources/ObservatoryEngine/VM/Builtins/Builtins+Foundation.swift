/// The entry points the VM's builtin dispatch calls for Foundation's value types and
/// `AsyncStream`: their initializers, statics, and the members of their values (`NativeValue`).
extension Builtins {
  /// Builtin type names these provide (registered as globals by `install`).
  static let foundationTypeNames = [
    "UUID", "Date", "Decimal", "Data", "URL", "TimeInterval", "UTF8", "AsyncStream",
  ]

  /// `UUID()`, `Date(...)`, `Decimal(...)`, `Data(...)`, `URL(string:)`, `AsyncStream(...)`, and
  /// the Foundation initializers of `String` (`String(data:encoding:)`, `String(decoding:as:)`).
  static func foundationConstruct(_ vm: VM, _ t: TypeValue, _ args: [Value], _ labels: [String?]) throws -> Value? {
    switch t.name {
    case "UUID": return try UUIDValue.construct(vm, args, labels)
    case "Date": return try DateValue.construct(vm, args, labels)
    case "Decimal": return try DecimalValue.construct(vm, args, labels)
    case "Data": return try DataValue.construct(vm, args, labels)
    case "URL": return try URLValue.construct(vm, args, labels)
    case "AsyncStream": return try AsyncStreamValue.construct(vm, t, args, labels)
    case "String": return try DataValue.string(vm, args, labels)
    default: return nil
    }
  }

  /// `Date.now`, `Decimal.zero`, `AsyncStream.makeStream`, and `T.self` for any builtin type.
  static func foundationStatic(_ vm: VM, _ t: TypeValue, _ name: String) throws -> Value? {
    if name == "self" { return .type(t) }
    switch t.name {
    case "Date": return DateValue.staticMember(vm, name)
    case "Duration": return DurationValue.staticMember(name)
    case "Decimal": return DecimalValue.staticMember(name)
    case "AsyncStream": return AsyncStreamValue.staticMember(vm, t, name)
    default: return nil
    }
  }

  /// A property of a `NativeValue`.
  static func foundationMember(_ vm: VM, _ v: Value, _ sym: Int) throws -> Value? {
    switch v {
    case .host(let n as NativeValue): return try n.member(vm, vm.program.symbolName(sym))
    case _ where sym == Sym.localizedDescription.rawValue: return try localizedDescription(vm, v).map(Value.string)
    default: return nil
    }
  }

  /// Foundation's `localizedDescription` of an error: a `LocalizedError`'s `errorDescription`,
  /// else "The operation could not be completed. (main.E error 2.)" with the error's code — an
  /// enum's case tag (cases with associated values first, then the others, each in declaration
  /// order), an Int raw value, or 1 (verified against Swift 6.3.1 on Linux). Nil: not an error.
  static func localizedDescription(_ vm: VM, _ v: Value) throws -> String? {
    let type: NominalType
    var code = 1
    switch v {
    case .enumValue(let e):
      type = e.type
      let cases = e.type.cases
      if case .int(let raw)? = e.type.rawValues?[e.caseIndex] {
        code = raw
      } else if cases[e.caseIndex].payloadCount > 0 {
        code = cases[..<e.caseIndex].filter { $0.payloadCount > 0 }.count
      } else {
        code = cases.filter { $0.payloadCount > 0 }.count + cases[..<e.caseIndex].filter { $0.payloadCount == 0 }.count
      }
    case .structValue(let s): type = s.type
    case .object(let o): type = o.cls
    case .host(is CancellationErrorValue):
      return "The operation could not be completed. (Swift.CancellationError error 1.)"
    default: return nil
    }
    let localized = vm.types.conforms(type, to: "LocalizedError")
    guard localized || vm.types.conforms(type, to: "Error") else { return nil }
    if localized, type.member(Sym.errorDescription.rawValue) != nil {
      switch try vm.memberValue(v, Sym.errorDescription.rawValue) {
      case .string(let s), .some(.string(let s)): return s
      default: break
      }
    }
    return "The operation could not be completed. (\(try swiftTypeName(v, qualified: true)) error \(code).)"
  }

  /// A non-mutating method of a `NativeValue`; sequence methods of a byte sequence (`data.map`,
  /// `data.reduce`) run on its elements.
  static func foundationMethod(_ vm: VM, _ recv: Value, _ sym: Int, _ args: [Value], _ labels: [Int?]) throws
    -> Value?
  {
    guard case .host(let n as NativeValue) = recv else { return nil }
    let names = labels.map { label(vm, $0) }
    let name = vm.program.symbolName(sym)
    if let r = try n.call(vm, name, args, names) { return r }
    if n.mutates(name) {
      throw Fault(
        "cannot use mutating member '\(name)' on an immutable value", hint: "store the value in a 'var' first")
    }
    if let xs = n.elements, sequenceMethodsOnElements.contains(name) {
      return try callMethod(vm, .array(xs), sym, args, labels)
    }
    return nil
  }

  /// Methods of a byte sequence (`Data`, `String.UTF8View`) whose results Swift prints as the
  /// playground does when they run on its elements as an array (not `reversed()`, which is a
  /// `ReversedCollection` in Swift, nor `filter`, which keeps the type).
  static let sequenceMethodsOnElements: Set<String> = [
    "map", "compactMap", "forEach", "reduce", "contains", "allSatisfy", "first", "firstIndex", "lastIndex",
    "sorted", "min", "max",
  ]

  /// A mutating method of a `NativeValue` held in a variable: the variable gets the new value.
  static func foundationMutate(_ vm: VM, _ v: inout Value, _ sym: Int, _ args: [Value], _ labels: [Int?]) throws
    -> Value?
  {
    guard case .host(let n as NativeValue) = v else { return nil }
    let name = vm.program.symbolName(sym)
    guard n.mutates(name), let (updated, result) = try n.mutate(vm, name, args, labels.map { label(vm, $0) })
    else { return nil }
    v = updated
    return result
  }
}

extension VM {
  /// `a op b` where an operand is a `NativeValue` (Decimal arithmetic, Date ± TimeInterval,
  /// comparisons), or nil.
  func nativeBinary(_ op: BinaryOp, _ a: Value, _ b: Value) throws -> Value? {
    if case .host(let n as NativeValue) = a, let r = try n.binary(self, op, b, isLeft: true) { return r }
    if case .host(let n as NativeValue) = b, let r = try n.binary(self, op, a, isLeft: false) { return r }
    return nil
  }

  /// Whether a method call on this value mutates it (so it must go through its storage path).
  func nativeMutates(_ v: Value, _ sym: Int) -> Bool {
    guard case .host(let n as NativeValue) = v else { return false }
    return n.mutates(program.symbolName(sym))
  }
}
