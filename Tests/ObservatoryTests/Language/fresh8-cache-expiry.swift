struct Clock {
    private(set) var now = 0
    mutating func advance(_ seconds: Int) { now += seconds }
}

struct CacheEntry<Value> {
    let value: Value
    let expires: Int
}

final class ExpiringCache<Key: Hashable & Comparable, Value> {
    private var entries: [Key: CacheEntry<Value>] = [:]
    private(set) var clock = Clock()
    let ttl: Int
    let capacity: Int
    private(set) var evictions: [Key] = []

    init(ttl: Int, capacity: Int) {
        self.ttl = ttl
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        get {
            guard let entry = entries[key], entry.expires > clock.now else { return nil }
            return entry.value
        }
        set {
            if let newValue {
                if entries[key] == nil && entries.count >= capacity { evictOldest() }
                entries[key] = CacheEntry(value: newValue, expires: clock.now + ttl)
            } else {
                entries[key] = nil
            }
        }
    }

    func value(for key: Key, orInsert make: () -> Value) -> Value {
        if let hit = self[key] { return hit }
        let made = make()
        self[key] = made
        return made
    }

    private func evictOldest() {
        guard let oldest = entries.min(by: { ($0.value.expires, $0.key) < ($1.value.expires, $1.key) })?.key else { return }
        entries[oldest] = nil
        evictions.append(oldest)
    }

    func tick(_ seconds: Int) {
        clock.advance(seconds)
        let expired = entries.filter { $0.value.expires <= clock.now }.map(\.key).sorted()
        for k in expired { entries[k] = nil }
        if !expired.isEmpty { print("t=\(clock.now) expired \(expired)") }
    }

    var liveKeys: [Key] { entries.keys.sorted() }
}

let cache = ExpiringCache<String, [Int]>(ttl: 10, capacity: 3)
var computations = 0
func fibs(_ n: Int) -> [Int] {
    computations += 1
    var out = [0, 1]
    while out.count < n { out.append(out[out.count - 1] + out[out.count - 2]) }
    return Array(out.prefix(n))
}

print(cache.value(for: "fib5") { fibs(5) })
cache.tick(4)
print(cache.value(for: "fib5") { fibs(5) }, computations)
cache["squares"] = (1...4).map { $0 * $0 }
cache.tick(3)
cache["cubes"] = [1, 8, 27]
cache["primes"] = [2, 3, 5, 7]
print(cache.liveKeys, cache.evictions)
cache.tick(5)
print(cache["squares"] ?? [], cache["fib5"] == nil, cache.liveKeys)
cache["cubes"] = nil
cache.tick(20)
print(cache.liveKeys.isEmpty, computations, cache.clock.now)
