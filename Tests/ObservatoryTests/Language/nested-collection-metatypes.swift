// Collection types of collections written as values print as Swift names them: `[[Int]].self`
// is Array<Array<Int>>, `[String: [Int]].self` Dictionary<String, Array<Int>>, also interpolated,
// described, compared with type(of:) and kept in a registry keyed by their names.
struct Schema {
  var fields: [String: Any.Type] = [:]
  mutating func add(_ name: String, _ type: Any.Type) { fields[name] = type }
  func describe() -> [String] { fields.keys.sorted().map { "\($0): \(fields[$0]!)" } }
}

var schema = Schema()
schema.add("grid", [[Int]].self)
schema.add("tags", [String: [String]].self)
schema.add("scores", [Double].self)
schema.add("lookup", [String: Int].self)
for line in schema.describe() { print(line) }

let grid: [[Int]] = [[1, 2], [3, 4]]
print(type(of: grid) == [[Int]].self, "\([[Int]].self)", String(describing: [String: [Int]].self))
print([[String]].self, [[[Bool]]].self, [Int: [String: Double]].self)
