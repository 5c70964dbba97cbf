/// A `Substring` made by slicing a string (`s[i...]`, `line.split(separator: " ")[1]`,
/// `word.dropFirst()`, `rest[rest.index(after: rest.startIndex)...]`): it holds the host's own
/// `Substring`, so it keeps its base and its bounds and every index it gives or takes is its base's,
/// as in Swift (`s[i...].startIndex == i`; an index found in the slice reads the base, and one
/// found in the base reads the slice: `Language/substring-shared-indices`). Its text's members
/// (`count`, `hasPrefix`, `uppercased()`, ...) are the String's; it prints, compares and hashes as
/// its text, so `sub == "quick"`, a `[Substring: Int]` looked up with a literal and `switch sub {
/// case "add": }` are Swift's.
final class SubstringSlice: NativeValue {
  private(set) var sub: Substring
  init(_ sub: Substring) { self.sub = sub }

  var text: String { String(sub) }

  override var typeName: String { "Substring" }
  override var description: String { text }
  override func text(_ vm: VM, debug: Bool) throws -> String { debug ? debugQuoted(text) : text }
  override var isEquatable: Bool { true }
  /// As a `.string` of the same text hashes (`hashInto`), so both find the same key.
  override func hash(into h: inout Hasher) {
    h.combine(3)
    h.combine(text)
  }
  override func isEqual(to other: HostObject) -> Bool { Self.text(of: .host(other)) == text }

  /// The text of a string-like value: a String, a Substring (sliced or boxed into an `Any`).
  static func text(of v: Value) -> String? {
    switch v {
    case .string(let s): return s
    case .host(let s as SubstringSlice): return s.text
    case .host(let s as SubstringValue): return s.text
    default: return nil
    }
  }

  override var elements: [Value]? { sub.map { .string(String($0)) } }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    let sym = vm.program.symbol(name)
    switch Sym(rawValue: sym) {
    case .startIndex?, .endIndex?: return Builtins.stringIndexMember(sub, Sym(rawValue: sym))
    case .indices?: return Builtins.indexMember(.host(self), .indices)
    default:
      if name == "base" { return .string(sub.base) }
      return try Builtins.member(vm, .string(text), sym)
    }
  }

  /// Index methods on the slice itself; the parts (`prefix`, `dropFirst`, `split`, ...) are slices
  /// of the same base; every other method is the text's.
  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    let sym = vm.program.symbol(name)
    let s = Sym(rawValue: sym)
    if let r = try Builtins.stringIndexMethod(vm, sub, s, args, labels) { return r }
    if s == .split, labels.first == "separator", case .string(let sep) = args[0], sep.count != 1 {
      return try Builtins.splitOnString(sub, sep, args, labels)
    }
    if let r = try Builtins.sliceMethod(vm, .host(self), s, args, labels) { return r }
    return try Builtins.callMethod(vm, .string(text), sym, args, labels.map { $0.map { vm.program.symbol($0) } })
  }

  override func mutates(_ name: String) -> Bool { Self.mutating.contains(name) }
  static let mutating: Set<String> = [
    "append", "insert", "remove", "removeFirst", "removeLast", "popLast", "popFirst", "removeAll",
    "removeSubrange", "replaceSubrange",
  ]

  override func mutate(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> (Value, Value)? {
    var copy = sub
    let s = Sym(rawValue: vm.program.symbol(name))
    let result: Value?
    if name == "popFirst", labels.isEmpty {
      result = Builtins.optional(copy.popFirst().map { .string(String($0)) })
    } else if s == .append, labels == [nil], let c = Self.text(of: args[0]), c.count == 1, let ch = c.first {
      // A Character appended in place keeps the base (the base grows); `append(contentsOf:)` of
      // a String makes a new one, as the standard library does.
      copy.append(ch)
      result = .void
    } else if let r = try Builtins.mutateStringAtIndex(&copy, s, args, labels) {
      result = r
    } else {
      result = try Builtins.mutateString(vm, &copy, s, args, labels)
    }
    guard let result else { return nil }
    return (.host(SubstringSlice(copy)), result)
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard let o = Self.text(of: other) else { return nil }
    let (a, b) = isLeft ? (text, o) : (o, text)
    if op == .add {
      guard a.utf8.count + b.utf8.count <= Builtins.maxCount else {
        throw Builtins.tooLarge(a.utf8.count + b.utf8.count, string: true)
      }
      // `sub + "!"` is a Substring: RangeReplaceableCollection's `+` appends to a copy of the left
      // side, whose base grows with it.
      guard isLeft else { return .string(a + b) }
      var copy = sub
      copy.append(contentsOf: b)
      return .host(SubstringSlice(copy))
    }
    return Self.compare(op, a, b)
  }

  override func subscriptGet(_ vm: VM, _ args: [Value]) throws -> Value? { try Builtins.stringSubscript(sub, args) }
}
