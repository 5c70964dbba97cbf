/// `\.self`, `\Model.title`: compared with `==` (for `tracking.changed`) and used as `id:`.
final class KeyPathValue: HostObject {
  let root: String?
  let components: [String]
  /// The first member is reached through a protocol's witness, or is a protocol extension's own
  /// (`VM.witnessMember`, `VM.superMember`).
  var firstThroughWitness = false
  var firstFromExtension: ProtocolInfo?
  /// The property an `ObservationRegistrar` call with this key path observes: its class and id
  /// (`ManualRegistrar.swift`), resolved once.
  var observed: (ClassInfo, Int)?
  /// Its type as Swift names it (`WritableKeyPath<P, Int>`, `Swift.WritableKeyPath<main.P,
  /// Swift.Int>`), where the compiler worked it out and its static type is that one
  /// (`Compiler+KeyPathTypes.swift`); nil where naming it would be a guess.
  var types: (plain: String, qualified: String)?
  /// An optional chain wraps its value in an Optional, which Swift prints as a last `?`
  /// (`\P.note?.text?`); set where the compiler knows the last property is not an Optional.
  var wrapsOptional = false
  init(root: String?, components: [String]) {
    self.root = root
    self.components = components
  }

  /// The same key path stored where its static type is another (`let k: KeyPath<P, Int> = path`):
  /// Swift names its static type in a generic value and its own by `type(of:)`, so it is not named.
  func withoutType() -> KeyPathValue {
    guard types != nil else { return self }
    let k = KeyPathValue(root: root, components: components)
    k.firstThroughWitness = firstThroughWitness
    k.firstFromExtension = firstFromExtension
    k.observed = observed
    k.wrapsOptional = wrapsOptional
    return k
  }
  override var typeName: String { "KeyPath" }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? KeyPathValue else { return false }
    return o.components == components && (o.root == nil || root == nil || o.root == root)
  }
  override var description: String {
    "\\" + (root ?? "") + components.map { $0 == "?" || $0 == "!" ? $0 : "." + $0 }.joined()
      + (wrapsOptional ? "?" : "")
  }

  /// The key path as a function: `items.map(\.title)` (SE-0249). After a `?` a nil ends it with
  /// nil, and the result is an Optional (not a double one); after a `!` a nil is Swift's trap.
  func apply(_ vm: VM, to value: Value) throws -> Value {
    var v = value
    var chained = false
    for (i, c) in components.enumerated() where c != "self" {
      if c == "?" || c == "!" {
        guard let u = v.unwrapped else {
          if c == "?" { return .null }
          throw Fault("unexpectedly found nil while unwrapping an Optional value")
        }
        chained = chained || c == "?"
        v = u
        continue
      }
      v = try vm.memberValue(
        v, vm.program.symbol(c), throughWitness: i == 0 && firstThroughWitness, from: i == 0 ? firstFromExtension : nil)
    }
    return chained ? v.asOptional : v
  }
}
