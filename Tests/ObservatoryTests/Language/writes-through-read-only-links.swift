// Writes into class instances reached through values Swift only reads: an array's first/last
// (also when empty), first(where:), a dictionary lookup, and a struct element's computed property
// returning a class instance: the store's collections are read, not modified, so their observers
// are not notified (R8 applies to values only).
import Observation

@Observable
final class Todo {
  var title: String
  var done = false
  init(_ title: String) { self.title = title }
}

struct Section {
  var name: String
  var todos: [Todo]
  var firstOpen: Todo? { todos.first { !$0.done } }
}

@Observable
final class TodoStore {
  var todos: [Todo] = [Todo("milk"), Todo("eggs"), Todo("jam")]
  var sections: [Section] = []
  var lookup: [String: Todo] = [:]
}

let store = TodoStore()
store.lookup = Dictionary(uniqueKeysWithValues: store.todos.map { ($0.title, $0) })
store.sections = [Section(name: "food", todos: store.todos)]

withObservationTracking {
  _ = store.todos
  _ = store.sections
  _ = store.lookup
} onChange: {
  print("  store's collections changing")
}
withObservationTracking {
  _ = store.todos.map(\.done)
} onChange: {
  print("  some todo's done changing")
}

store.todos.first?.done = true
store.todos.last!.title = "strawberry jam"
store.todos.first(where: { !$0.done })?.title = "free-range eggs"
store.lookup["milk"]?.title = "oat milk"
store.sections[0].firstOpen?.done = true
store.sections.first?.todos.last?.done = true
print(store.todos.map { "\($0.title):\($0.done)" })
print(store.sections[0].firstOpen?.title ?? "all done")
let emptyStore = TodoStore()
emptyStore.todos = []
emptyStore.todos.first?.done = true
print(emptyStore.todos.count)
