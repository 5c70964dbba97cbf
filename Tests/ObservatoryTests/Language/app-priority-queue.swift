struct PriorityQueue<Element> {
  private var heap: [Element] = []
  private let ordered: (Element, Element) -> Bool
  init(by ordered: @escaping (Element, Element) -> Bool) { self.ordered = ordered }

  var count: Int { heap.count }
  var isEmpty: Bool { heap.isEmpty }
  var peek: Element? { heap.first }

  mutating func push(_ e: Element) {
    heap.append(e)
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard ordered(heap[i], heap[parent]) else { break }
      heap.swapAt(i, parent)
      i = parent
    }
  }

  mutating func pop() -> Element? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let top = heap.removeLast()
    var i = 0
    while true {
      let l = 2 * i + 1, r = l + 1
      var best = i
      if l < heap.count && ordered(heap[l], heap[best]) { best = l }
      if r < heap.count && ordered(heap[r], heap[best]) { best = r }
      if best == i { break }
      heap.swapAt(i, best)
      i = best
    }
    return top
  }
}

struct Task2 { let title: String; let priority: Int }
var q = PriorityQueue<Task2> { $0.priority > $1.priority }
for (t, p) in [("write tests", 2), ("fix crash", 9), ("coffee", 5), ("email", 1), ("deploy", 9)] {
  q.push(Task2(title: t, priority: p))
}
print(q.count, q.peek?.title ?? "-")
var order: [String] = []
while let t = q.pop() { order.append("\(t.title)(\(t.priority))") }
print(order, q.isEmpty)
var mins = PriorityQueue<Int>(by: <)
[5, 3, 8, 1, 9, 2].forEach { mins.push($0) }
print((0..<3).compactMap { _ in mins.pop() }, mins.count)
