// Small generic helpers of a paging loader: each returns a collection built for the type its
// arguments give, which may still be empty when the caller logs its type.

struct Page<Item> {
  var items: [Item]
  var next: Int?
}

func emptyBatch<T>(like sample: T) -> [T] {
  var batch: [T] = []
  batch.removeAll()
  return batch
}

func index<K, V>(_ keys: [K], default value: V) -> [K: V] {
  var out: [K: V] = [:]
  for k in keys { out[k] = value }
  return out
}

func firstPage<Item>(of items: [Item], size: Int) -> Page<Item> {
  Page(items: Array(items.prefix(size)), next: items.count > size ? size : nil)
}

func pair<A, B>(_ a: A, _ b: B) -> (first: A, second: [B]) { (a, []) }

let none = emptyBatch(like: 3)
print(type(of: none), none.count)
print(type(of: emptyBatch(like: "title")), [type(of: emptyBatch(like: 2.5))])

let names: [String] = []
let seen = index(names, default: false)
print(type(of: seen), seen, type(of: index(["a", "b"], default: 0)))

let ids = [Int]()
let page = firstPage(of: ids, size: 10)
print(page, type(of: page), [firstPage(of: names, size: 2)])
print(type(of: firstPage(of: names, size: 1).items))

let p = pair("cursor", 1)
print(type(of: p), p.first, p.second)
