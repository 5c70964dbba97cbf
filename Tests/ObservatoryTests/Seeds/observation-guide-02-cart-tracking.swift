// Seed: observation guide §1/§3 — a reader of cart.totalItems is invalidated by items changes, not by isCheckingOut.
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
var fired: [String] = []

withObservationTracking {
    _ = cart.totalItems
} onChange: {
    fired.append("totalItems reader")
}
withObservationTracking {
    _ = cart.isCheckingOut
} onChange: {
    fired.append("isCheckingOut reader")
}

print("set nameOnCard")
cart.nameOnCard = "Ada Lovelace"
print("fired so far: \(fired)")
print("add a product")
cart.add(Product(name: "Coffee", price: 4.5))
print("fired so far: \(fired)")
print("start checkout")
cart.isCheckingOut = true
print("fired so far: \(fired)")
print("add another product (the one-shot already fired)")
cart.add(Product(name: "Tea", price: 3.2))
print("fired: \(fired), totalItems \(cart.totalItems), subtotal \(cart.subtotal)")
await Task.yield()
