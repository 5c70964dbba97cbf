// A generic ring buffer whose storage is `[Element?]`: storing an `Element` into it
// (`storage[tail] = e`, `append`, `insert`) stores `Optional(e)`, as Swift converts it (fresh33b's
// ring buffer was refused at load as a cast to 'Element?' it never wrote).
struct RingBuffer<Element>: CustomStringConvertible {
    private(set) var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }

    var capacity: Int { storage.count }

    @discardableResult
    mutating func push(_ e: Element) -> Element? {
        let tail = (head + count) % capacity
        let evicted = count == capacity ? storage[head] : nil
        storage[tail] = e
        if count == capacity {
            head = (head + 1) % capacity
        } else {
            count += 1
        }
        return evicted
    }

    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        let value = storage[head]
        storage[head] = nil
        head = (head + 1) % capacity
        count -= 1
        return value
    }

    var elements: [Element] { (0..<count).compactMap { storage[(head + $0) % capacity] } }
    var description: String { "\(elements)" }
}

var ring = RingBuffer<Int>(capacity: 3)
for n in [4, 8, 15, 16] {
    let out = ring.push(n)
    print("push", n, ring, ring.storage, out.map { "evicted \($0)" } ?? "")
}
print(ring.pop() as Any, ring.storage, ring.count)

var words = RingBuffer<String>(capacity: 2)
words.push("alpha")
print(words.storage, words.pop() ?? "-", words.pop() ?? "-", words.storage)

struct Slots<T> {
    var items: [T?] = []
    mutating func add(_ t: T) { items.append(t) }
    mutating func addFront(_ t: T) { items.insert(t, at: 0) }
    mutating func addEmpty() { items.append(nil) }
}
var slots = Slots<Double>()
slots.add(1.5)
slots.addEmpty()
slots.addFront(0.5)
print(slots.items, slots.items.compactMap { $0 }.reduce(0, +))
