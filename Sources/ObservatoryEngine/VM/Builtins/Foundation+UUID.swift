import Foundation

/// Foundation's `UUID`, wrapping the real one: `uuidString` and printing (uppercase 8-4-4-4-12),
/// `==`, hashing and `<` are Swift's own.
///
/// Playground only: `UUID()` does not read the system's random source. A lesson run must be a
/// pure function of its text, so each run draws the same version-4 UUIDs from a seeded sequence
/// (`UUIDSequence`): the first `UUID()` of every run is the same. Real UUIDs differ on every run;
/// lessons (and programs verified against Swift) compare UUIDs, never print fresh ones.
final class UUIDValue: FoundationValue<UUID> {
  var uuid: UUID { wrapped }

  override var typeName: String { "UUID" }
  override var description: String { uuid.uuidString }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "uuidString", "description", "debugDescription": return .string(uuid.uuidString)
    default: return nil
    }
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard case .host(let o as UUIDValue) = other else { return nil }
    let (a, b) = isLeft ? (uuid, o.uuid) : (o.uuid, uuid)
    switch op {
    case .eq: return .bool(a == b)
    case .ne: return .bool(a != b)
    case .lt: return .bool(a < b)
    case .gt: return .bool(b < a)
    case .le: return .bool(!(b < a))
    case .ge: return .bool(!(a < b))
    default: return nil
    }
  }

  /// `UUID()` and `UUID(uuidString:)` (nil for text that is not a UUID, as Swift's).
  static func construct(_ vm: VM, _ args: [Value], _ labels: [String?]) throws -> Value {
    if labels == ["uuidString"] {
      let text = try Builtins.string(args[0], "uuidString")
      return UUID(uuidString: text).map { .some(.host(UUIDValue($0))) } ?? .null
    }
    return .host(UUIDValue(vm.foundation.uuids.next()))
  }
}

/// The playground's `UUID()`: version-4 UUIDs (Swift's format, with the version and variant bits
/// set) drawn from SplitMix64 with a fixed seed, so every run of a lesson gets the same ones.
struct UUIDSequence {
  /// The seed of every run: the first UUID of a run is always `UUIDSequence().next()`.
  static let seed: UInt64 = 0x0B5E_7A70_1234_5678
  private var state = UUIDSequence.seed

  private mutating func next64() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next() -> UUID {
    var bytes = [UInt8]()
    for word in [next64(), next64()] {
      for k in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(k)))) }
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
        bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
