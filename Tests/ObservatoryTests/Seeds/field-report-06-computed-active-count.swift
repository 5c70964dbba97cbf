// Seed: field report pitfall — reading the computed activeCount subscribes to items: any items change fires, even if the count stays.
import Observation

struct Item {
    var name: String
    var isActive: Bool
}

@Observable class VM {
    var items: [Item] = []
    var activeCount: Int { items.filter { $0.isActive }.count }
}

let vm = VM()
vm.items = [Item(name: "a", isActive: true), Item(name: "b", isActive: false)]

func track(_ label: String) {
    withObservationTracking {
        print("\(label): activeCount = \(vm.activeCount)")
    } onChange: {
        print("onChange: activeCount readers invalidated")
    }
}

track("arm 1")
vm.items[1].name = "B"          // activeCount stays 1, still fires
track("arm 2")
vm.items[1].isActive = true     // activeCount becomes 2
track("arm 3")
vm.items.append(Item(name: "c", isActive: false))
print("final activeCount: \(vm.activeCount)")
