// Generic types nested in other types, created with their arguments spelled out
// (`Outer.Generic<Int>()`) or inferred, and used as property and parameter types.
import Observation

enum Cache {
  struct Entry<Value> {
    var value: Value
    var hits = 0
  }
  final class Pool<Element> {
    var items: [Element] = []
    func add(_ e: Element) { items.append(e) }
  }
}

struct Library {
  struct Shelf<Item> {
    var items: [Item] = []
    mutating func put(_ item: Item) { items.append(item) }
  }
  var books = Shelf<String>()
}

@Observable final class Inventory {
  var counts = Cache.Entry<Int>(value: 0)
  var names = Library.Shelf<String>()
}

var entry = Cache.Entry<Int>(value: 7)
entry.hits += 1
print(entry.value, entry.hits)
let words = Cache.Entry<String>(value: "seven")
print(words.value.count)
let pool = Cache.Pool<Double>()
pool.add(1.5)
pool.add(2.5)
print(pool.items, pool.items.reduce(0, +))
var shelf = Library.Shelf<Int>()
shelf.put(3)
shelf.put(4)
print(shelf.items)
var library = Library()
library.books.put("Dune")
print(library.books.items)
let inferred = Cache.Entry(value: true)
print(inferred.value)

let inventory = Inventory()
withObservationTracking {
  _ = inventory.counts.value
} onChange: {
  print("counts changed")
}
inventory.counts = Cache.Entry<Int>(value: 1, hits: 2)
inventory.names.put("bolt")
print(inventory.counts.value, inventory.counts.hits, inventory.names.items)
