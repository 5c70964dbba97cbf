// Idiom: Identifiable models — find by id with first(where:), firstIndex(where:), update in place, remove by id in an @Observable store.
import Observation

struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

@Observable final class TodoStore {
    var todos: [Todo] = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "bread"), Todo(id: 3, title: "eggs")]

    func toggle(_ id: Todo.ID) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].done.toggle()
    }

    func remove(_ id: Todo.ID) {
        todos.removeAll { $0.id == id }
    }
}

let store = TodoStore()
withObservationTracking {
    print("open: \(store.todos.filter { !$0.done }.map(\.title))")
} onChange: {
    print("todos will change")
}
store.toggle(2)
store.toggle(99)
print(store.todos.first(where: { $0.id == 2 })?.done ?? false)
store.remove(1)
print(store.todos.map(\.id), store.todos.first { $0.title == "eggs" }?.id as Any)
