protocol Store {
  associatedtype Item
  var items: [Item] { get set }
  mutating func add(_ item: Item)
}
extension Store {
  mutating func add(_ item: Item) { items.append(item) }
  var count: Int { items.count }
}
struct Notes: Store { var items: [String] = [] }
var n = Notes()
n.add("a"); n.add("b")
print(n.count, n.items)

struct Pair<A, B> {
  let first: A
  let second: B
  func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 1, second: "x")
print(p.swapped().first, p.swapped().second, p)

func firstMatch<C: Collection>(_ c: C, _ pred: (C.Element) -> Bool) -> C.Element? {
  for e in c where pred(e) { return e }
  return nil
}
print(firstMatch([3, 8, 12]) { $0 > 5 } ?? -1, firstMatch("hello") { $0 == "l" } ?? "?")

protocol Describable { var text: String { get } }
extension Int: Describable { var text: String { "int \(self)" } }
extension String: Describable { var text: String { "string \(self)" } }
let things: [any Describable] = [1, "two", 3]
print(things.map(\.text))
func describeAll<T: Describable>(_ xs: [T]) -> [String] { xs.map { $0.text } }
print(describeAll([4, 5]))

struct Stack<Element: Equatable> {
  var storage: [Element] = []
  mutating func push(_ e: Element) { storage.append(e) }
  func contains(_ e: Element) -> Bool { storage.contains(e) }
}
var s = Stack<String>()
s.push("x")
print(s.contains("x"), s.contains("y"))
extension Stack where Element == Int { var sum: Int { storage.reduce(0, +) } }
var si = Stack<Int>()
si.push(2); si.push(3)
print(si.sum)
