// A generic type made with an Optional type argument (`Stack<String?>`) takes its methods'
// arguments of that parameter as Optionals: `push("a")` stores `Optional("a")`.
struct Stack<Element> {
  private(set) var items: [Element] = []
  mutating func push(_ x: Element) { items.append(x) }
  mutating func pop() -> Element? { items.popLast() }
  func contains(where match: (Element) -> Bool) -> Bool { items.contains(where: match) }
}

final class History<Entry> {
  private(set) var entries: [Entry] = []
  private let limit: Int
  init(limit: Int) { self.limit = limit }
  func record(_ e: Entry) {
    entries.append(e)
    if entries.count > limit { entries.removeFirst() }
    print("recorded \(e), now \(entries.count)")
  }
  func last() -> Entry? { entries.last }
}

var names = Stack<String?>()
names.push("ana")
names.push(nil)
names.push("bo")
print(names.items)
print(names.pop() as Any, names.items.count)
print(names.contains { $0 == nil })

var plain = Stack<String>()
plain.push("x")
print(plain.items, plain.pop() as Any)

let selections = History<Int?>(limit: 3)
selections.record(4)
selections.record(nil)
selections.record(7)
selections.record(1)
print(selections.entries, selections.last() as Any)

let counts = History<Int>(limit: 2)
counts.record(1)
counts.record(2)
print(counts.entries, counts.last() as Any)
