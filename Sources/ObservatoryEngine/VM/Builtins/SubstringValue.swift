/// A `Substring` inside an existential (`let a: Any = word`, `[Any]`, `print(word)`): the
/// playground keeps a Substring's text as a `String`, and marks it where Swift's check says a
/// Substring went into an `Any` (`SourceFile.substringBoxes`), so that `as? String`, `is String`
/// and `case let s as String` fail, `as? Substring` succeeds and `type(of:)` says `Substring`, as
/// in Swift (`Language/substring-dynamic-type`). It prints as its text; cast back to `Substring`
/// it is the plain text again.
final class SubstringValue: NativeValue {
  let text: String
  init(_ text: String) { self.text = text }

  override var typeName: String { "Substring" }
  override var description: String { text }
  override func text(_ vm: VM, debug: Bool) throws -> String { debug ? debugQuoted(text) : text }
  override var isEquatable: Bool { true }
  override func hash(into h: inout Hasher) { h.combine(text) }
  override func isEqual(to other: HostObject) -> Bool { (other as? SubstringValue)?.text == text }

  /// A member through an existential (`(x as any CustomStringConvertible).description`): the
  /// text's.
  override func member(_ vm: VM, _ name: String) throws -> Value? {
    try Builtins.member(vm, .string(text), vm.program.symbol(name))
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    try Builtins.callMethod(
      vm, .string(text), vm.program.symbol(name), args, labels.map { $0.map { vm.program.symbol($0) } })
  }

  /// `v` as Swift boxed it: a String marked a Substring (also inside an Optional or an array).
  static func box(_ v: Value, _ kind: SubstringBoxing) -> Value {
    switch (kind, v) {
    case (_, .string(let s)): return .host(SubstringValue(s))
    case (_, .some(.string(let s))): return .some(.host(SubstringValue(s)))
    case (.array, .array(let xs)): return .array(xs.map { box($0, .value) })
    default: return v
    }
  }
}
