final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) {
            self.key = key
            self.value = value
        }
    }

    private var map: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    let capacity: Int
    private(set) var evictions: [Key] = []

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { map.count }

    func get(_ key: Key) -> Value? {
        guard let n = map[key] else { return nil }
        moveToFront(n)
        return n.value
    }

    func put(_ key: Key, _ value: Value) {
        if let n = map[key] {
            n.value = value
            moveToFront(n)
            return
        }
        let n = Node(key: key, value: value)
        map[key] = n
        insertFront(n)
        if map.count > capacity, let last = tail {
            unlink(last)
            map[last.key] = nil
            evictions.append(last.key)
        }
    }

    var keysInOrder: [Key] {
        var out: [Key] = []
        var n = head
        while let cur = n {
            out.append(cur.key)
            n = cur.next
        }
        return out
    }

    private func insertFront(_ n: Node) {
        n.next = head
        head?.prev = n
        head = n
        if tail == nil { tail = n }
    }

    private func unlink(_ n: Node) {
        n.prev?.next = n.next
        n.next?.prev = n.prev
        if head === n { head = n.next }
        if tail === n { tail = n.prev }
        n.prev = nil
        n.next = nil
    }

    private func moveToFront(_ n: Node) {
        guard head !== n else { return }
        unlink(n)
        insertFront(n)
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
for (k, v) in [("a", 1), ("b", 2), ("c", 3)] { cache.put(k, v) }
print(cache.keysInOrder)
print(cache.get("a") ?? -1, cache.keysInOrder)
cache.put("d", 4)
print(cache.keysInOrder, cache.evictions)
cache.put("c", 30)
cache.put("e", 5)
print(cache.keysInOrder, cache.evictions, cache.get("b") == nil, cache.get("c")!)
print(cache.count)
