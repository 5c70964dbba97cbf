// Generic algorithms people write: a priority queue, memoized recursion, a graph search,
// binary search with Comparable, and protocol composition.
struct PriorityQueue<Element> {
  private var heap: [Element] = []
  private let areInOrder: (Element, Element) -> Bool
  init(by areInOrder: @escaping (Element, Element) -> Bool) { self.areInOrder = areInOrder }
  var isEmpty: Bool { heap.isEmpty }
  var count: Int { heap.count }
  mutating func push(_ e: Element) {
    heap.append(e)
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard areInOrder(heap[i], heap[parent]) else { break }
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
      if l < heap.count && areInOrder(heap[l], heap[best]) { best = l }
      if r < heap.count && areInOrder(heap[r], heap[best]) { best = r }
      if best == i { break }
      heap.swapAt(i, best)
      i = best
    }
    return top
  }
}

extension PriorityQueue where Element: Comparable {
  init() { self.init(by: <) }
}

var q = PriorityQueue<Int>()
for x in [5, 1, 9, 3, 7, 1] { q.push(x) }
var out: [Int] = []
while let x = q.pop() { out.append(x) }
print(out, q.isEmpty)

let graph: [String: [(String, Int)]] = [
  "A": [("B", 4), ("C", 1)], "C": [("B", 2), ("D", 7)], "B": [("D", 1)], "D": [],
]
func dijkstra(from s: String) -> [(String, Int)] {
  var dist = [s: 0]
  var pq = PriorityQueue<(String, Int)>(by: { $0.1 < $1.1 })
  pq.push((s, 0))
  while let (node, d) = pq.pop() {
    guard d == dist[node] else { continue }
    for (next, w) in graph[node] ?? [] where d + w < dist[next, default: .max] {
      dist[next] = d + w
      pq.push((next, d + w))
    }
  }
  return dist.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}
print(dijkstra(from: "A"))

var memo: [Int: Int] = [:]
func ways(_ n: Int) -> Int {
  if n < 0 { return 0 }
  if n == 0 { return 1 }
  if let m = memo[n] { return m }
  let r = ways(n - 1) + ways(n - 2) + ways(n - 3)
  memo[n] = r
  return r
}
print((1...10).map(ways), ways(50))

func lowerBound<C: RandomAccessCollection>(_ c: C, _ x: C.Element) -> C.Index where C.Element: Comparable {
  var lo = c.startIndex, hi = c.endIndex
  while lo < hi {
    let mid = c.index(lo, offsetBy: c.distance(from: lo, to: hi) / 2)
    if c[mid] < x { lo = c.index(after: mid) } else { hi = mid }
  }
  return lo
}
let sorted = [1, 3, 3, 5, 8, 13]
print([0, 3, 4, 13, 20].map { lowerBound(sorted, $0) }, lowerBound(["a", "c", "e"], "d"))

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { let name: String; let age: Int }
func greet(_ p: some Named & Aged) -> String { "\(p.name) (\(p.age))" }
let people: [any Named & Aged] = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]
print(people.map { greet(Person(name: $0.name, age: $0.age)) }, people.map(\.age).reduce(0, +))

// An array's own index arithmetic (its indices are Ints, not checked until a subscript).
let xs = [10, 20, 30, 40]
let i = xs.index(after: xs.startIndex), j = xs.index(before: xs.endIndex)
print(i, j, xs[i...j], xs.distance(from: j, to: i), xs.index(i, offsetBy: 10))
print(xs.index(0, offsetBy: 3, limitedBy: xs.endIndex) as Any, xs.index(0, offsetBy: 5, limitedBy: xs.endIndex) as Any)
print(xs.index(3, offsetBy: -4, limitedBy: xs.startIndex) as Any, xs.index(3, offsetBy: -3, limitedBy: 0) as Any)
var cursor = xs.startIndex
var visited: [Int] = []
while cursor != xs.endIndex {
  visited.append(xs[cursor])
  cursor = xs.index(cursor, offsetBy: 2, limitedBy: xs.endIndex) ?? xs.endIndex
}
print(visited, cursor)
// The same search over an ArraySlice (its base's indices) and a Range<Int> (its own elements).
let odds = [1, 3, 5, 7, 9, 11]
print(lowerBound(odds[2...], 8), lowerBound(0..<100, 42), (0..<100)[42], lowerBound(odds.dropLast(2), 100))
let middle = odds[1..<4]
print(middle.index(after: middle.startIndex), middle.distance(from: middle.startIndex, to: middle.endIndex))
print(middle.index(middle.startIndex, offsetBy: 2), middle[middle.index(before: middle.endIndex)])
