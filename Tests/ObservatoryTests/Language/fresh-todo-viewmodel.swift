import Observation

struct TodoItem: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

enum Filter: String, CaseIterable {
  case all, open, done
}

@Observable
final class TodoListViewModel {
  var items: [TodoItem] = []
  var filter: Filter = .all
  private var nextID = 1

  var visible: [TodoItem] {
    switch filter {
    case .all: return items
    case .open: return items.filter { !$0.isDone }
    case .done: return items.filter(\.isDone)
    }
  }

  var remaining: Int { items.lazy.filter { !$0.isDone }.count }

  @discardableResult
  func add(_ title: String) -> Int {
    defer { nextID += 1 }
    items.append(TodoItem(id: nextID, title: title))
    return nextID
  }

  func toggle(_ id: Int) {
    guard let i = items.firstIndex(where: { $0.id == id }) else {
      print("no item \(id)")
      return
    }
    items[i].isDone.toggle()
  }
}

let vm = TodoListViewModel()
var renders = 0

func render() {
  withObservationTracking {
    renders += 1
    let titles = vm.visible.map { $0.isDone ? "[x] \($0.title)" : "[ ] \($0.title)" }
    print("render #\(renders) (\(vm.filter.rawValue)): \(titles.joined(separator: ", ")) — \(vm.remaining) left")
  } onChange: {
    print("  will change; filter still \(vm.filter)")
  }
}

render()
let milk = vm.add("milk")
render()
vm.add("eggs")
vm.add("bread")
render()
vm.toggle(milk)
vm.toggle(99)
render()
vm.filter = .open
render()
vm.filter = .open
print("same filter written again")
render()
for f in Filter.allCases {
  vm.filter = f
  print(f, vm.visible.map(\.title))
}
print("renders:", renders, "items equal:", vm.items[0] == TodoItem(id: 1, title: "milk", isDone: true))
