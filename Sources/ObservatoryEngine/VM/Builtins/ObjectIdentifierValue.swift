/// The standard library's `ObjectIdentifier`: the identity of a class instance or of a type
/// (`ObjectIdentifier(Logger.self)`), the key of type-keyed registries. Equal for the same
/// instance or type, hashable, `Comparable`; it does not keep its instance alive.
///
/// Playground only: Swift prints the address (`ObjectIdentifier(0x00006000010fc000)`), which
/// differs on every run; the playground numbers the identities in the order a lesson first takes
/// them, so a run prints the same on every machine.
final class ObjectIdentifierValue: NativeValue {
  enum Key: Hashable {
    case object(ObjectIdentifier)
    /// A builtin type, by its name (`Int`, `Array<String>`): every `Int.self` is one type.
    case typeName(String)
  }
  let key: Key
  /// The number `print` shows in place of the address.
  let number: Int
  init(_ key: Key, number: Int) {
    self.key = key
    self.number = number
  }

  override var typeName: String { "ObjectIdentifier" }
  override var description: String {
    let hex = String(0x6000_0000_0000 + number * 0x10, radix: 16)
    return "ObjectIdentifier(0x" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex + ")"
  }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool { (other as? ObjectIdentifierValue)?.key == key }
  override func hash(into h: inout Hasher) { h.combine(key) }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "debugDescription", "description": return .string(description)
    default: return nil
    }
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard case .host(let o as ObjectIdentifierValue) = other else { return nil }
    let (a, b) = isLeft ? (number, o.number) : (o.number, number)
    switch op {
    case .eq: return .bool(key == o.key)
    case .ne: return .bool(key != o.key)
    case .lt: return .bool(a < b)
    case .gt: return .bool(a > b)
    case .le: return .bool(a <= b)
    case .ge: return .bool(a >= b)
    default: return nil
    }
  }

  /// `ObjectIdentifier(object)`, `ObjectIdentifier(T.self)`.
  static func construct(_ vm: VM, _ target: Value) throws -> Value {
    let key: Key
    switch target.unwrapped ?? target {
    case .object(let o): key = .object(ObjectIdentifier(o))
    case .type(let t as NominalType): key = .object(ObjectIdentifier(t))
    case .type(let t): key = .typeName(t.name)
    default:
      throw Fault(
        "ObjectIdentifier(_:) takes a class instance or a type, not a value of type '\(valueTypeName(target))'")
    }
    return .host(ObjectIdentifierValue(key, number: vm.foundation.identityNumber(key)))
  }
}

extension FoundationState {
  /// The number of an identity: the order in which the lesson first took it.
  func identityNumber(_ key: ObjectIdentifierValue.Key) -> Int {
    if let n = identities[key] { return n }
    identities[key] = identities.count + 1
    return identities.count
  }
}
