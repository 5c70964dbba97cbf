// Idiom: updateValue returns the old value, removeValue, iterating (key, value) in sorted order, keys/values, nil assignment removes.
import Observation

@Observable final class Inventory {
    var stock: [String: Int] = ["apple": 3, "pear": 1]
}

let inventory = Inventory()
withObservationTracking {
    _ = inventory.stock["pear"]
} onChange: {
    print("stock will change")
}
let old = inventory.stock.updateValue(5, forKey: "apple")
print(old as Any, inventory.stock.updateValue(2, forKey: "plum") as Any)
print(inventory.stock.removeValue(forKey: "pear") as Any, inventory.stock.removeValue(forKey: "kiwi") as Any)
inventory.stock["plum"] = nil
for (item, count) in inventory.stock.sorted(by: { $0.key < $1.key }) {
    print("\(item): \(count)")
}
inventory.stock["fig"] = 9
print(inventory.stock.keys.sorted(), inventory.stock.values.sorted(), inventory.stock.count)
print(inventory.stock.isEmpty, inventory.stock.contains { $0.value > 8 }, inventory.stock.first { $0.key == "fig" }?.value as Any)
let empty: [String: Int] = [:]
print(empty, empty.isEmpty)
print(["only": 1])
