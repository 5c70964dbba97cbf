import Observation

// Generics, protocols with associated types, where clauses
struct Stack<Element> {
  private var items: [Element] = []
  mutating func push(_ x: Element) { items.append(x) }
  mutating func pop() -> Element? { items.popLast() }
  var top: Element? { items.last }
  var isEmpty: Bool { items.isEmpty }
}

func largest<T: Comparable>(_ xs: [T]) -> T? {
  guard var best = xs.first else { return nil }
  for x in xs where x > best { best = x }
  return best
}

func describeAll<T>(_ xs: [T], using f: (T) -> String) -> String {
  xs.map(f).joined(separator: ", ")
}

extension Array where Element: Numeric {
  func total() -> Element { reduce(0, +) }
}

var s = Stack<Int>()
s.push(1); s.push(2); s.push(3)
print(s.top ?? -1, s.isEmpty)
while let x = s.pop() { print("pop", x) }
print(largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "", largest([Int]()) as Any)
print(describeAll([1, 2, 3]) { "#\($0)" })
print([1, 2, 3, 4].total(), [1.5, 2.5].total())

@Observable final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
let b = Box("hi")
withObservationTracking { _ = b.value } onChange: { print("changed, still", b.value) }
b.value = "ho"
print(b.value)

enum Shape {
  case circle(radius: Double)
  case rect(w: Double, h: Double)
  indirect case scaled(Shape, by: Double)
  var area: Double {
    switch self {
    case .circle(let r): return 3 * r * r
    case let .rect(w, h): return w * h
    case .scaled(let s, let k): return s.area * k * k
    }
  }
}
let shapes: [Shape] = [.circle(radius: 1), .rect(w: 2, h: 3), .scaled(.rect(w: 1, h: 1), by: 3)]
for sh in shapes { print(sh.area) }
print(shapes.map(\.area).reduce(0, +))
let sorted = shapes.sorted { $0.area > $1.area }
print(sorted.first.map { "\($0)" } ?? "none")
