indirect enum JSON: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
    case .string(let s): return "\"\(s)\""
    case .array(let xs): return "[" + xs.map(\.description).joined(separator: ",") + "]"
    case .object(let o):
      return "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!)" }.joined(separator: ",") + "}"
    }
  }

  subscript(key: String) -> JSON? {
    if case .object(let o) = self { return o[key] }
    return nil
  }
  subscript(index: Int) -> JSON? {
    if case .array(let xs) = self, xs.indices.contains(index) { return xs[index] }
    return nil
  }
  var number: Double? { if case .number(let n) = self { n } else { nil } }
}

let user: JSON = .object([
  "name": .string("Ada"), "age": .number(36), "langs": .array([.string("Analytical"), .string("Notes")]),
  "admin": .bool(true), "manager": .null, "score": .number(9.5),
])
print(user)
print(user["langs"]?[1] ?? .null, user["age"]?.number.map { $0 + 1 } ?? 0, user["missing"] == nil)
var copy = user
if case .object(var o) = copy {
  o["age"] = .number(37)
  o["manager"] = nil
  copy = .object(o)
}
print(copy == user, copy["age"]!, user["age"]!)
