// A search screen's pagination helpers are overloaded generic functions and methods given
// computed values (a map, a filter, a grouping): with the compiler check each overload's type
// parameters are the ones Swift gives the call, even where the page comes out empty.
struct Product {
  let name: String
  let price: Double
  let tags: [String]
}

struct Page<Item> {
  var items: [Item]
  var offset: Int = 0
}

func paginate<Item>(_ item: Item) -> Page<Item> {
  Page(items: [])
}

func paginate<Item>(_ items: [Item], from offset: Int) -> Page<Item> {
  print("paging", type(of: items))
  return Page<Item>(items: Array(items.dropFirst(offset)), offset: offset)
}

func paginate<Key, Value>(_ groups: [Key: [Value]], from offset: Int) -> Page<Value> {
  print("paging groups", type(of: groups))
  return Page<Value>(items: [], offset: offset)
}

let catalog = [
  Product(name: "Lamp", price: 40, tags: ["home"]),
  Product(name: "Desk", price: 180, tags: ["home", "office"]),
]

print(paginate(catalog.map { $0.tags }.filter { $0.count > 3 }))
print(paginate(catalog.filter { $0.price > 500 }.map { $0.name }, from: 0))
print(paginate(catalog.map { $0.price }, from: 2))
print(paginate(Dictionary(grouping: catalog.filter { $0.price > 1000 }, by: { $0.tags.count }), from: 1))

struct SearchIndex {
  var terms: [String: Int] = [:]

  func results<Hit>(_ hits: [Hit]) -> Page<Hit> {
    Page<Hit>(items: hits)
  }

  func results<Hit>(_ hits: [Hit], limit: Int) -> Page<[Hit]> {
    let first = Page<[Hit]>(items: [])
    print("first page", first, type(of: hits.prefix(limit)))
    return first
  }

  func results(for query: String) -> Int {
    terms[query] ?? 0
  }
}

let index = SearchIndex(terms: ["lamp": 1])
print(index.results(catalog.filter { $0.tags.isEmpty }.map { $0.price }))
print(index.results(catalog.compactMap { $0.tags.first }.filter { $0.hasPrefix("z") }, limit: 5))
print(index.results(for: "lamp"))
