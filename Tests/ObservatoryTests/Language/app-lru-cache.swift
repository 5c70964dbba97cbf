final class LRUCache<Key: Hashable, Value> {
  private var storage: [Key: Value] = [:]
  private var order: [Key] = []
  let capacity: Int
  private(set) var hits = 0
  private(set) var misses = 0
  init(capacity: Int) { self.capacity = capacity }

  subscript(key: Key) -> Value? {
    get {
      guard let v = storage[key] else {
        misses += 1
        return nil
      }
      hits += 1
      touch(key)
      return v
    }
    set {
      if let newValue {
        storage[key] = newValue
        touch(key)
        if order.count > capacity { storage[order.removeFirst()] = nil }
      } else {
        storage[key] = nil
        order.removeAll { $0 == key }
      }
    }
  }

  private func touch(_ key: Key) {
    order.removeAll { $0 == key }
    order.append(key)
  }

  var keys: [Key] { order }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache["a"] = 1
cache["b"] = 2
cache["c"] = 3
_ = cache["a"]
cache["d"] = 4
print(cache.keys, cache["b"] as Any, cache["a"] ?? -1)
cache["c"] = nil
cache["e"] = 5
print(cache.keys, cache.hits, cache.misses)
func fib(_ n: Int, _ memo: LRUCache<Int, Int>) -> Int {
  if n < 2 { return n }
  if let v = memo[n] { return v }
  let r = fib(n - 1, memo) + fib(n - 2, memo)
  memo[n] = r
  return r
}
let memo = LRUCache<Int, Int>(capacity: 5)
print(fib(30, memo), memo.keys, memo.hits)
