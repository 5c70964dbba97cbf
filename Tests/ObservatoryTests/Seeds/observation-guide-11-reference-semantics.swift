// Seed: observation guide §7 — it's still a class: two holders share one Cart, identity with ===, no copies.
import Foundation
import Observation

struct Product: Identifiable {
    let id = UUID()
    let name: String
    let price: Decimal
}

@MainActor
@Observable
final class Cart {
    var items: [Product] = []
    var totalItems: Int { items.count }
    func add(_ product: Product) { items.append(product) }
}

struct Holder {
    let name: String
    let cart: Cart
}

let shared = Cart()
let a = Holder(name: "catalog", cart: shared)
let b = Holder(name: "checkout", cart: shared)
var cache: [String: Cart] = ["main": shared]

withObservationTracking {
    _ = b.cart.totalItems
} onChange: {
    print("\(b.name) sees a change made through \(a.name)")
}
a.cart.add(Product(name: "Coffee", price: 4.5))
print(a.cart === b.cart, cache["main"] === shared, b.cart.totalItems)

let other = Cart()
other.add(Product(name: "Coffee", price: 4.5))
print("same contents, different object:", other === shared, other.totalItems == shared.totalItems)
cache["other"] = other
print(cache.keys.sorted())
await Task.yield()
