/// The standard protocols the builtin types conform to, where an overload's parameter names one
/// (`func describe<T: Collection>(_ x: T)` beside `describe(_ x: Any)`): `OverloadResolution.swift`.
extension Builtins {
  static let builtinProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Sequence", "Collection", "BidirectionalCollection",
    "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "StringProtocol", "Numeric",
    "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
    "FloatingPoint", "BinaryFloatingPoint", "CustomStringConvertible", "CustomDebugStringConvertible",
    "LosslessStringConvertible", "Codable", "Encodable", "Decodable", "Sendable", "Error", "Identifiable",
    "ExpressibleByIntegerLiteral", "ExpressibleByStringLiteral", "Observable",
  ]

  private static let conformances: [String: Set<String>] = {
    let value: Set<String> = ["Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable"]
    let printable: Set<String> = ["CustomStringConvertible", "CustomDebugStringConvertible"]
    let collection: Set<String> = ["Sequence", "Collection", "BidirectionalCollection"]
    let number: Set<String> = ["Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric"]
    return [
      "Int": value.union(printable).union(number).union([
        "BinaryInteger", "FixedWidthInteger", "SignedInteger", "LosslessStringConvertible",
        "ExpressibleByIntegerLiteral",
      ]),
      "Double": value.union(printable).union(number).union([
        "FloatingPoint", "BinaryFloatingPoint", "LosslessStringConvertible", "ExpressibleByIntegerLiteral",
      ]),
      "Bool": value.union(printable).union(["LosslessStringConvertible"]),
      "String": value.union(printable).union(collection).union([
        "Comparable", "StringProtocol", "RangeReplaceableCollection", "LosslessStringConvertible",
        "ExpressibleByStringLiteral",
      ]),
      "Character": value.union(printable).union(["Comparable", "ExpressibleByStringLiteral"]),
      "Array": value.union(printable).union(collection).union([
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
      ]),
      "Dictionary": value.union(printable).union(["Sequence", "Collection"]),
      "Set": value.union(printable).union(["Sequence", "Collection"]),
    ]
  }()

  /// Whether the builtin type `name` conforms to the standard protocol `p` (as far as the
  /// playground knows: an unknown pair is false).
  static func builtinConforms(_ name: String, to p: String) -> Bool {
    let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    if p == "Any" { return true }
    return conformances[base]?.contains(p) ?? false
  }
}
