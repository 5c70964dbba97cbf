import Observation

struct LRUCache<Key: Hashable, Value> {
  private var values: [Key: Value] = [:]
  private var order: [Key] = []
  let capacity: Int
  private(set) var evicted: [Key] = []

  init(capacity: Int) { self.capacity = capacity }

  subscript(key: Key) -> Value? {
    mutating get {
      guard let v = values[key] else { return nil }
      touch(key)
      return v
    }
    set {
      if let newValue {
        values[key] = newValue
        touch(key)
        if order.count > capacity {
          let old = order.removeFirst()
          values[old] = nil
          evicted.append(old)
        }
      } else {
        values[key] = nil
        order.removeAll { $0 == key }
      }
    }
  }

  private mutating func touch(_ key: Key) {
    order.removeAll { $0 == key }
    order.append(key)
  }

  var keysByRecency: [Key] { order }
}

@Observable
final class Lookup<V> {
  var cache = LRUCache<String, V>(capacity: 3)
  var requests = 0
  func get(_ k: String, orMake make: () -> V) -> V {
    requests += 1
    if let v = cache[k] { return v }
    let v = make()
    cache[k] = v
    return v
  }
}

let lookup = Lookup<Int>()
withObservationTracking {
  _ = lookup.requests
} onChange: {
  print("requests will change")
}
for word in ["apple", "kiwi", "apple", "fig", "plum", "kiwi", "apple"] {
  let n = lookup.get(word) {
    print("  computing", word)
    return word.count
  }
  print(word, n, lookup.cache.keysByRecency)
}
print("evicted", lookup.cache.evicted, "requests", lookup.requests)
lookup.cache["fig"] = nil
print(lookup.cache.keysByRecency)
var strings = LRUCache<Int, String>(capacity: 1)
strings[1] = "one"
strings[2] = "two"
print(strings[1] ?? "miss", strings[2] ?? "miss", strings.evicted)
