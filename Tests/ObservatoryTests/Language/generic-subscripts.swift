// Generic subscripts: a typed settings store read with the type passed along, a safe index
// with a fallback, and a key-path subscript over any value.
struct Settings {
  private var values: [String: Any] = [:]

  subscript<T>(key: String, as type: T.Type) -> T? {
    values[key] as? T
  }

  mutating func set<T>(_ value: T, for key: String) {
    values[key] = value
  }

  var count: Int { values.count }
}

struct Shelf<Item> {
  var items: [Item]

  subscript(safe index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }

  subscript<Result>(index: Int, using transform: (Item) -> Result) -> Result? {
    guard let item = self[safe: index] else { return nil }
    return transform(item)
  }
}

struct Point {
  var x: Int
  var y: Int
}

extension Point {
  subscript<Value>(read path: KeyPath<Point, Value>) -> Value {
    self[keyPath: path]
  }
}

var settings = Settings()
settings.set(7, for: "volume")
settings.set("dark", for: "theme")
settings.set(true, for: "sound")
print(settings.count)
print(settings["volume", as: Int.self] as Any)
print(settings["theme", as: String.self] as Any)
print(settings["theme", as: Int.self] as Any)
if let sound = settings["sound", as: Bool.self], sound {
  print("sound on")
}

let shelf = Shelf(items: ["atlas", "bible", "codex"])
print(shelf[safe: 1] ?? "none", shelf[safe: 9] ?? "none")
print(shelf[0, using: { $0.count }] as Any)
print(shelf[2, using: { $0.uppercased() }] ?? "-", shelf[5, using: { $0.count }] as Any)

let p = Point(x: 3, y: 4)
print(p[read: \.x] + p[read: \.y])
