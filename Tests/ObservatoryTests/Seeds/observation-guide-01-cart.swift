// Seed: observation guide §1 — the Cart/Product model as written (UUID ids, Decimal prices); add products, print totals.
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
    var isCheckingOut = false
    var nameOnCard = ""
    var expressCheckout = false

    var totalItems: Int { items.count }
    var subtotal: Decimal { items.reduce(0) { $0 + $1.price } }

    func add(_ product: Product) {
        items.append(product)
    }
}

let cart = Cart()
print("empty cart: \(cart.totalItems) items, subtotal \(cart.subtotal)")
cart.add(Product(name: "Coffee", price: 4.5))
cart.add(Product(name: "Beans", price: 12.25))
cart.add(Product(name: "Filter", price: 3))
print("\(cart.totalItems) items, subtotal \(cart.subtotal)")
print(cart.items.map(\.name))
let first = cart.items[0]
print("same id:", first.id == cart.items[0].id, "distinct ids:", first.id != cart.items[1].id)
print("checking out:", cart.isCheckingOut, "express:", cart.expressCheckout, "name: \"\(cart.nameOnCard)\"")
await Task.yield()
