import Observation

struct Product: Hashable {
    let sku: String
    let price: Int
}

@Observable
final class CartStore {
    private(set) var lines: [Product: Int] = [:]
    var couponPercent = 0

    var subtotal: Int { lines.reduce(0) { $0 + $1.key.price * $1.value } }
    var discount: Int { subtotal * couponPercent / 100 }
    var total: Int { subtotal - discount }
    var itemCount: Int { lines.values.reduce(0, +) }

    func add(_ p: Product, quantity: Int = 1) {
        lines[p, default: 0] += quantity
    }

    func remove(_ p: Product) {
        guard let q = lines[p] else { return }
        if q > 1 { lines[p] = q - 1 } else { lines[p] = nil }
    }
}

let apple = Product(sku: "apple", price: 120)
let pear = Product(sku: "pear", price: 90)
let store = CartStore()

func observeTotal(_ label: String) {
    withObservationTracking {
        print("[\(label)] total \(store.total), items \(store.itemCount)")
    } onChange: {
        print("[\(label)] cart changed")
    }
}

observeTotal("a")
store.add(apple, quantity: 2)
observeTotal("b")
store.couponPercent = 10
observeTotal("c")
store.add(pear)
store.remove(apple)
observeTotal("d")
store.remove(apple)
store.remove(pear)
print(store.total, store.lines.isEmpty)
