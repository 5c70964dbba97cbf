// Model code: a todo store filtered, sorted and grouped with the standard library.
import Foundation
import Observation
struct Todo: Identifiable, Hashable { let id: Int; var title: String; var done = false; var tags: Set<String> = [] }
@Observable final class Store {
  var todos: [Todo] = []
  var filter: String = ""
  var visible: [Todo] { filter.isEmpty ? todos : todos.filter { $0.title.lowercased().contains(filter.lowercased()) } }
  var doneCount: Int { todos.count(where: \.done) }
  func add(_ title: String) { todos.append(Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: title)) }
  func toggle(_ id: Int) { if let i = todos.firstIndex(where: { $0.id == id }) { todos[i].done.toggle() } }
}
let store = Store()
["Buy milk", "Write code", "Walk dog", "buy bread"].forEach(store.add)
store.toggle(2)
store.todos[0].tags.insert("shop")
store.todos[3].tags.formUnion(["shop", "bakery"])
print(store.visible.map(\.title), store.doneCount)
store.filter = "BUY"
print(store.visible.map { $0.id }, store.visible.allSatisfy { !$0.done })
let byTag = Dictionary(grouping: store.todos.flatMap { t in t.tags.map { ($0, t.title) } }, by: { $0.0 }).mapValues { $0.map { $0.1 }.sorted() }
print(byTag.sorted { $0.key < $1.key })
print(store.todos.sorted { ($0.done ? 1 : 0, $0.title) < ($1.done ? 1 : 0, $1.title) }.map(\.title))
let words = store.todos.map(\.title).joined(separator: " ").split(separator: " ").map { $0.lowercased() }
let freq = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(freq.filter { $0.value > 1 }.keys.sorted(), freq.values.reduce(0, +), Set(words).count)
print(store.todos.first(where: { $0.tags.contains("bakery") })?.title ?? "none", store.todos.last!.tags.sorted())
let stats = (total: store.todos.count, done: store.doneCount)
print(stats, stats.total - stats.done, "\(Double(stats.done) / Double(stats.total) * 100)%")
let pct: Double = Double(stats.done) / Double(stats.total) * 100
print(String(format: "%.1f%%", pct), store.todos.map { $0.title.count }.max() ?? 0)
var seen = Set<Int>()
let dupes = [1, 2, 2, 3, 3, 3].filter { !seen.insert($0).inserted }
print(dupes, seen.sorted())
let matrix = [[1, 2, 3], [4, 5, 6]]
print(matrix.map { $0.reduce(0, +) }, matrix.flatMap { $0 }.filter { $0.isMultiple(of: 2) }, matrix[1].reversed().map { $0 })
print(zip(matrix[0], matrix[1]).map(*), (1...5).map { $0 * $0 }.filter { $0 > 5 }.first ?? -1)
let names = ["Zoe", "adam", "Bob"]
print(names.sorted(), names.sorted { $0.lowercased() < $1.lowercased() }, names.map { $0.prefix(1).uppercased() + $0.dropFirst() })
print(names.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
