// Set members and dictionary keys of types that write their own == and hash(into:): Swift tells
// keys apart by what those use (an item equal by its id is one member, whatever its title).
import Foundation

struct TodoItem: Hashable, Identifiable {
  let id: Int
  var title: String
  var done = false

  static func == (lhs: TodoItem, rhs: TodoItem) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// Equal only when both the code and the region match; hashed by the code alone.
struct Sku: Hashable {
  let code: String
  let region: String
  let price: Double

  static func == (a: Sku, b: Sku) -> Bool { a.code == b.code && a.region == b.region }
  func hash(into hasher: inout Hasher) {
    hasher.combine(code)
  }
}

// A reference type hashed by identity.
final class Session: Hashable, CustomStringConvertible {
  let user: String
  init(user: String) { self.user = user }
  static func == (lhs: Session, rhs: Session) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  var description: String { "Session(\(user))" }
}

// A class equal by its stored name.
final class Tag: Hashable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

var items: Set<TodoItem> = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Call Bob")]
let (inserted, member) = items.insert(TodoItem(id: 1, title: "Buy oat milk"))
print(inserted, member.title, items.count)
print(items.contains(TodoItem(id: 2, title: "anything")), items.contains(TodoItem(id: 3, title: "Call Bob")))
let old = items.update(with: TodoItem(id: 2, title: "Call Bob at 5", done: true))
print(old?.title ?? "none", items.first { $0.id == 2 }!.title, items.count)
items.remove(TodoItem(id: 1, title: ""))
print(items.map(\.title))

var progress: [TodoItem: Int] = [:]
progress[TodoItem(id: 7, title: "Write report")] = 10
progress[TodoItem(id: 7, title: "Write the report")] = 50
progress[TodoItem(id: 7, title: "?"), default: 0] += 5
print(progress.count, progress.keys.first!.title, progress[TodoItem(id: 7, title: "")] ?? -1)
print(progress.removeValue(forKey: TodoItem(id: 7, title: "x")) ?? -1, progress.isEmpty)

let skus: Set<Sku> = [
  Sku(code: "A1", region: "EU", price: 10), Sku(code: "A1", region: "US", price: 12),
  Sku(code: "A1", region: "EU", price: 11),
]
print(skus.count, skus.contains(Sku(code: "A1", region: "US", price: 0)))
let stock = Dictionary(grouping: [Sku(code: "B2", region: "EU", price: 1), Sku(code: "B2", region: "EU", price: 2)], by: { $0 })
print(stock.count, stock.values.first!.map(\.price))
print(Set([TodoItem(id: 1, title: "a"), TodoItem(id: 2, title: "b")]) == Set([TodoItem(id: 2, title: "B"), TodoItem(id: 1, title: "A")]))

let alice = Session(user: "alice")
var active: Set<Session> = [alice, Session(user: "alice")]
print(active.count, active.contains(alice), active.contains(Session(user: "alice")))
active.remove(alice)
print(active.count, active.first!)

let tags: Set<Tag> = [Tag("swift"), Tag("ios"), Tag("swift")]
var counts: [Tag: Int] = [:]
for t in [Tag("swift"), Tag("ios"), Tag("swift")] { counts[t, default: 0] += 1 }
print(tags.count, counts[Tag("swift")]!, counts[Tag("ios")]!, tags.isSuperset(of: [Tag("ios")]))
