// Generic containers made through their own initializers, without writing the type arguments:
// Swift infers them from the initializer's arguments, and an empty container still prints and
// names its type.
struct Stack<Element> {
  private(set) var items: [Element]
  init(_ items: [Element]) { self.items = items }
  mutating func push(_ x: Element) { items.append(x) }
  mutating func pop() -> Element? { items.popLast() }
}

final class Cache<Key: Hashable, Value> {
  private var store: [Key: Value] = [:]
  let capacity: Int
  let fallback: Value
  init(capacity: Int, fallback: Value, keys: [Key]) {
    self.capacity = capacity
    self.fallback = fallback
    for k in keys.prefix(0) { store[k] = fallback }
  }
  func value(_ k: Key) -> Value { store[k] ?? fallback }
  func put(_ k: Key, _ v: Value) {
    guard store.count < capacity else { return }
    store[k] = v
  }
  var count: Int { store.count }
}

struct Pending<T> {
  var queue: [T] = []
  var last: T?
  init(seed: T) { last = nil }
}

var undo = Stack([String]())
print(undo, type(of: undo))
undo.push("type a")
undo.push("type b")
print(undo.pop() ?? "-", undo)
_ = undo.pop()
print(undo, [undo])

let scores = Cache(capacity: 2, fallback: 0, keys: [String]())
print(type(of: scores), scores.value("ann"), scores.count)
scores.put("ann", 3)
print(scores.value("ann"), scores.count)

var p = Pending(seed: 1.5)
print(p, type(of: p))
p.queue.append(2.5)
print(p)
let words = Pending(seed: "x")
print([words])
