import Observation

final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0
    var onEvict: ((Key, Value) -> Void)?

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
                if order.count > capacity {
                    let old = order.removeFirst()
                    if let v = storage.removeValue(forKey: old) { onEvict?(old, v) }
                }
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
    var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
}

@Observable
final class ThumbnailService {
    var loaded: [String] = []
    @ObservationIgnored let cache = LRUCache<String, [Int]>(capacity: 3)

    init() {
        cache.onEvict = { [weak self] key, pixels in
            print("  evicted \(key) (\(pixels.count) px)")
            self?.loaded.removeAll { $0 == key }
        }
    }

    func thumbnail(_ name: String) -> [Int] {
        if let hit = cache[name] { return hit }
        let pixels = Array(repeating: name.count, count: name.count * 2)
        cache[name] = pixels
        loaded.append(name)
        return pixels
    }
}

let service = ThumbnailService()
withObservationTracking {
    print("loaded:", service.loaded)
} onChange: {
    print("loaded list will change")
}
for name in ["cat", "dog", "cat", "bird", "fish", "dog", "cat", "emu"] {
    let t = service.thumbnail(name)
    print(name, t.count, service.cache.keys)
}
print("hits \(service.cache.hits) misses \(service.cache.misses) rate \(service.cache.hitRate)")
service.cache["fish"] = nil
print(service.cache.keys, service.loaded)
let ages = LRUCache<Int, String>(capacity: 2)
ages[1] = "one"; ages[2] = "two"; _ = ages[1]; ages[3] = "three"
print(ages.keys, ages[2] ?? "gone", ages.hitRate)
