import Foundation

/// Foundation's `Data`, wrapping the real one: a byte buffer that prints as `3 bytes`, compares
/// byte for byte, and keeps Swift's slice indices (`data.dropFirst(2)` starts at index 2, as in
/// Swift). Bytes are `UInt8`, which the playground shows as `Int` values 0...255.
final class DataValue: FoundationValue<Data> {
  var data: Data { wrapped }

  override var typeName: String { "Data" }
  override var elements: [Value]? { data.map { .int(Int($0)) } }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    switch name {
    case "count": return .int(data.count)
    case "isEmpty": return .bool(data.isEmpty)
    case "first": return data.first.map { .some(.int(Int($0))) } ?? .null
    case "last": return data.last.map { .some(.int(Int($0))) } ?? .null
    case "startIndex": return .int(data.startIndex)
    case "endIndex": return .int(data.endIndex)
    case "description", "debugDescription": return .string(data.description)
    default: return nil
    }
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    switch (name, labels) {
    case ("base64EncodedString", []): return .string(data.base64EncodedString())
    case ("prefix", [nil]): return .host(DataValue(data.prefix(try count(args[0], name))))
    case ("suffix", [nil]): return .host(DataValue(data.suffix(try count(args[0], name))))
    case ("dropFirst", []): return .host(DataValue(data.dropFirst()))
    case ("dropFirst", [nil]): return .host(DataValue(data.dropFirst(try count(args[0], name))))
    case ("dropLast", []): return .host(DataValue(data.dropLast()))
    case ("dropLast", [nil]): return .host(DataValue(data.dropLast(try count(args[0], name))))
    case ("filter", [nil]):
      var kept = Data()
      for b in data where try Operators.truth(vm.callValue(args[0], [.int(Int(b))])) { kept.append(b) }
      return .host(DataValue(kept))
    default: return nil
    }
  }

  override func subscriptGet(_ vm: VM, _ args: [Value]) throws -> Value? {
    guard args.count == 1, case .int(let i) = args[0] else { return nil }
    guard data.indices.contains(i) else {
      throw Fault(
        "index out of range: index \(i), but the Data's indices are \(data.startIndex)..<\(data.endIndex)",
        hint: data.startIndex == 0 ? nil : "a slice such as dropFirst(_:) keeps the indices of the data it came from")
    }
    return .int(Int(data[i]))
  }

  override func mutates(_ name: String) -> Bool { ["append", "removeAll"].contains(name) }

  override func mutate(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> (Value, Value)? {
    var copy = data
    switch (name, labels) {
    case ("append", [nil]):
      if case .int = args[0] {
        copy.append(try DataValue.byte(args[0]))
      } else {
        copy.append(contentsOf: try DataValue.bytes(args[0]))
      }
    case ("append", ["contentsOf"]): copy.append(contentsOf: try DataValue.bytes(args[0]))
    case ("removeAll", []): copy.removeAll()
    default: return nil
    }
    guard copy.count <= Builtins.maxCount else { throw Builtins.tooLarge(copy.count) }
    return (.host(DataValue(copy)), .void)
  }

  override func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? {
    guard case .host(let o as DataValue) = other else { return nil }
    switch op {
    case .eq: return .bool(data == o.data)
    case .ne: return .bool(data != o.data)
    case .add:
      guard data.count + o.data.count <= Builtins.maxCount else { throw Builtins.tooLarge(data.count + o.data.count) }
      return .host(DataValue(isLeft ? data + o.data : o.data + data))
    default: return nil
    }
  }

  private func count(_ v: Value, _ method: String) throws -> Int {
    let n = try Builtins.int(v, "the count")
    guard n >= 0 else { throw Fault("Can't \(method) a negative number of elements from a collection") }
    return n
  }

  /// `Data()`, `Data(bytes)` (an array of 0...255, a string's `utf8`, another Data),
  /// `Data(repeating:count:)`, `Data(count:)`, `Data(base64Encoded:)` (nil for text that is not
  /// Base64).
  static func construct(_ vm: VM, _ args: [Value], _ labels: [String?]) throws -> Value {
    switch labels {
    case []: return .host(DataValue(Data()))
    case [nil]: return .host(DataValue(Data(try bytes(args[0]))))
    case ["repeating", "count"]:
      let n = try Builtins.int(args[1], "count")
      guard n >= 0 else { throw Fault("Data(repeating:count:) needs a count of 0 or more") }
      guard n <= Builtins.maxCount else { throw Builtins.tooLarge(n) }
      return .host(DataValue(Data(repeating: try byte(args[0]), count: n)))
    case ["count"]:
      let n = try Builtins.int(args[0], "count")
      guard n >= 0 else { throw Fault("Data(count:) needs a count of 0 or more") }
      guard n <= Builtins.maxCount else { throw Builtins.tooLarge(n) }
      return .host(DataValue(Data(count: n)))
    case ["base64Encoded"]:
      let text = try Builtins.string(args[0], "base64Encoded")
      return Data(base64Encoded: text).map { .some(.host(DataValue($0))) } ?? .null
    default: throw Fault("Data has no initializer with these arguments")
    }
  }

  /// One `UInt8`.
  static func byte(_ v: Value) throws -> UInt8 {
    let i = try Builtins.int(v, "a byte")
    guard let b = UInt8(exactly: i) else { throw Fault("integer literal '\(i)' overflows when stored into 'UInt8'") }
    return b
  }

  /// The bytes of a Data, or of a sequence of `UInt8` values (a string's `utf8` view).
  static func bytes(_ v: Value) throws -> [UInt8] {
    switch v {
    case .host(let d as DataValue): return Array(d.data)
    default:
      let xs = try Builtins.elements(v)
      guard xs.count <= Builtins.maxCount else { throw Builtins.tooLarge(xs.count) }
      return try xs.map(byte)
    }
  }

  /// `String(data:encoding:)` (nil when the bytes are not valid in that encoding) and
  /// `String(decoding:as: UTF8.self)` (invalid bytes become U+FFFD), as Foundation has them.
  static func string(_ vm: VM, _ args: [Value], _ labels: [String?]) throws -> Value? {
    switch labels {
    case ["data", "encoding"]:
      guard case .host(let d as DataValue) = args[0] else {
        throw Fault("String(data:encoding:) takes a Data, not '\(valueTypeName(args[0]))'")
      }
      try checkUTF8(args[1], "encoding")
      return String(data: d.data, encoding: .utf8).map { .some(.string($0)) } ?? .null
    case ["decoding", "as"]:
      guard case .type(let t) = args[1], t.name == "UTF8" else {
        throw Fault("internal: the compiler let String(decoding:as:) with another encoding through")
      }
      return .string(String(decoding: try bytes(args[0]), as: UTF8.self))
    default: return nil
    }
  }

  private static func checkUTF8(_ v: Value, _ what: String) throws {
    if case .host(let m as ImplicitMember) = v, m.name == "utf8", m.args.isEmpty { return }
    throw Fault("internal: the compiler let a string \(what) other than .utf8 through")
  }
}
