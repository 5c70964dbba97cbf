import Observation

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var tags: Set<String> = []
}

enum Filter: String, CaseIterable {
    case all, open, done

    func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: return true
        case .open: return !item.isDone
        case .done: return item.isDone
        }
    }
}

@Observable
final class TodoListViewModel {
    private(set) var items: [TodoItem] = []
    var filter: Filter = .all
    var searchText = ""
    private var nextID = 1

    var visibleItems: [TodoItem] {
        items.filter { filter.includes($0) }
            .filter { searchText.isEmpty || $0.title.lowercased().contains(searchText.lowercased()) }
    }

    var progress: String {
        let done = items.filter(\.isDone).count
        return items.isEmpty ? "nothing to do" : "\(done)/\(items.count) done"
    }

    @discardableResult
    func add(_ title: String, tags: String...) -> TodoItem {
        let item = TodoItem(id: nextID, title: title, tags: Set(tags))
        nextID += 1
        items.append(item)
        return item
    }

    func toggle(_ id: TodoItem.ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }

    func removeCompleted() -> Int {
        let before = items.count
        items.removeAll(where: \.isDone)
        return before - items.count
    }
}

let vm = TodoListViewModel()
var renders = 0

func render() {
    withObservationTracking {
        renders += 1
        let titles = vm.visibleItems.map { $0.isDone ? "[x] \($0.title)" : "[ ] \($0.title)" }
        print("render \(renders) (\(vm.filter.rawValue)): \(titles.joined(separator: ", ")) — \(vm.progress)")
    } onChange: {
        print("  invalidated")
    }
}

render()
let milk = vm.add("Buy milk", tags: "errand")
render()
vm.add("Write report", tags: "work", "urgent")
vm.add("Call mom")
render()
vm.toggle(milk.id)
render()
vm.filter = .open
render()
vm.searchText = "RE"
render()
vm.searchText = ""
vm.filter = .done
render()
print("removed", vm.removeCompleted())
render()
print(Filter.allCases.map { f in "\(f): \(vm.items.filter(f.includes).count)" })
let urgent = vm.items.filter { $0.tags.contains("urgent") }.map(\.title)
print("urgent:", urgent, "renders:", renders)
