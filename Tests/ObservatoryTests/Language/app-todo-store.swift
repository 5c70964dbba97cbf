import Observation

struct TodoItem: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

@Observable final class TodoStore {
  private(set) var items: [TodoItem] = []
  var filter: Filter = .all
  private var nextID = 1

  enum Filter: String, CaseIterable { case all, open, done }

  var visible: [TodoItem] {
    switch filter {
    case .all: return items
    case .open: return items.filter { !$0.isDone }
    case .done: return items.filter(\.isDone)
    }
  }

  var summary: String { "\(items.filter(\.isDone).count)/\(items.count) done" }

  @discardableResult
  func add(_ title: String) -> TodoItem {
    let item = TodoItem(id: nextID, title: title)
    nextID += 1
    items.append(item)
    return item
  }

  func toggle(_ id: Int) {
    guard let i = items.firstIndex(where: { $0.id == id }) else { return }
    items[i].isDone.toggle()
  }

  func remove(at offsets: [Int]) {
    for i in offsets.sorted(by: >) { items.remove(at: i) }
  }
}

let store = TodoStore()
let milk = store.add("Buy milk")
store.add("Write report")
store.add("Call mom")
withObservationTracking {
  _ = store.summary
} onChange: {
  print("summary will change")
}
store.toggle(milk.id)
print(store.summary)
for f in TodoStore.Filter.allCases {
  store.filter = f
  print(f.rawValue, store.visible.map(\.title))
}
store.remove(at: [0, 2])
print(store.items, store.summary)
