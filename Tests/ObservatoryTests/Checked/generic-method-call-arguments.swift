// A report screen's generic helpers are methods (a formatter, a settings cache, a column
// builder) given computed values: with the compiler check each method's type parameter is the
// one Swift gives the call, even where the value is empty or nil, also in a throwing call.
struct Order {
  let id: Int
  let tags: [String]
}

class Customer {
  let name: String
  init(name: String) { self.name = name }
}

final class Member: Customer {}

struct Column<Value> {
  var title: String
  var values: [Value] = []
}

final class Formatter {
  func kind<T>(_ value: T) -> String { "\(type(of: value))" }

  func column<T>(_ title: String, _ values: T) -> Column<T> {
    print(title + ":", type(of: values))
    return Column(title: title)
  }
}

enum ExportError: Error {
  case empty(String)
}

extension Formatter {
  func requiredColumn<T>(_ title: String, _ values: [T]) throws -> Column<T> {
    print(title + ":", type(of: values), values.isEmpty ? "(empty)" : "")
    return Column(title: title, values: values)
  }
}

func exportColumn<T>(_ values: T) throws -> Column<T> {
  print("export", type(of: values))
  return Column(title: "export")
}

struct SettingsCache {
  var stored: [String: Any] = [:]

  mutating func remember<T>(_ value: T, as key: String) {
    print("remember", key, type(of: value))
    stored[key] = value
  }

  static func placeholder<T>(like sample: T) -> [T] { [] }
}

let orders = [Order(id: 1, tags: []), Order(id: 2, tags: ["rush"])]
let tagsByOrder = [1: [String](), 2: ["rush"]]
let customers = [Member(name: "ann")]
let formatter = Formatter()
var cache = SettingsCache()

print(formatter.column("ids", orders.map { $0.id }))
print(formatter.column("untagged", orders.filter { $0.tags.isEmpty }.map { $0.tags }))
print(formatter.kind(tagsByOrder[1]))
print(formatter.kind(tagsByOrder[3]))
print(formatter.kind(customers.first!))
cache.remember(orders.map { $0.tags }.first ?? [], as: "firstTags")
cache.remember(tagsByOrder.keys.sorted(), as: "keys")
print(SettingsCache.placeholder(like: orders.map { $0.id }))
print(type(of: SettingsCache.placeholder(like: tagsByOrder[2])))
do {
  print(try formatter.requiredColumn("late", orders.filter { $0.id > 5 }.map { $0.tags }))
  print(try exportColumn(orders.map { $0.id }.filter { $0 > 9 }))
} catch {
  print("failed:", error)
}
