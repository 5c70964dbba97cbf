// Local generic functions, and generic values made from literals, know their type parameters:
// a report builder's nested helpers, a store made from an array literal, a cache given literals.

struct Box<Value> {
  var values: [Value] = []
}

struct Pair<First, Second> {
  var firsts: [First] = []
  var seconds: [Second] = []
}

struct Store<Item> {
  var items: [Item]

  func paired<Other>(with other: Other) -> Pair<Item, Other> {
    Pair<Item, Other>()
  }
}

struct Row {
  let title: String
  let tags: [String]
}

func buildReport(for rows: [Row]) {
  // Local helpers, overloaded.
  func emptyColumn<Value>(of kind: Value.Type) -> Box<Value> {
    Box<Value>()
  }

  func emptyColumn<Value>(like values: [Value]) -> Box<Value> {
    Box<Value>()
  }

  func describe<Value>(_ values: [Value]) {
    print("column of", type(of: values), "starts as", emptyColumn(like: values))
  }

  func describe<Value>(_ values: [Value], heading: String) {
    print(heading, type(of: values), Box<Value>())
  }

  let untagged: [Row] = rows.filter { $0.tags.isEmpty }
  let titles: [String] = []
  describe(untagged)
  describe(titles, heading: "titles:")
  print(emptyColumn(of: [String: Int].self))
}

buildReport(for: [Row(title: "Intro", tags: ["swift"])])

do {
  func placeholder<Value>(_ value: Value) -> Pair<Value, [Value]> {
    Pair<Value, [Value]>()
  }
  print(placeholder(3))
  print(placeholder("draft"))
}

// Stores made from literals: Swift's default literal types.
let counts = Store(items: [1, 2, 3])
print(counts.paired(with: 2.5))
let prices = Store(items: [9.99, 20])
print(prices.paired(with: "EUR"))
let labels = Store(items: ["new", "sale"])
print(labels.paired(with: [1, 2]))

func cacheEntry<Value>(_ value: Value) -> Box<Value> {
  Box<Value>()
}

print(cacheEntry([1, 2]))
print(cacheEntry(["theme": "dark"]))
print(cacheEntry([0.5, 1]))
