// Seed: observation guide §7 — items as value elements: cart.items[0].isFavorite = true invalidates observers of items.
import Foundation
import Observation

struct Product: Identifiable {
    let id = UUID()
    let name: String
    let price: Decimal
    var isFavorite = false
}

@MainActor
@Observable
final class Cart {
    var items: [Product] = []
    var isCheckingOut = false

    var totalItems: Int { items.count }
    var subtotal: Decimal { items.reduce(0) { $0 + $1.price } }

    func add(_ product: Product) {
        items.append(product)
    }
}

let cart = Cart()
cart.add(Product(name: "Coffee", price: 4.5))
cart.add(Product(name: "Tea", price: 3))

withObservationTracking {
    _ = cart.items.count
} onChange: {
    print("onChange: items changed (count was \(cart.items.count))")
}

print("mark the first product as favourite")
cart.items[0].isFavorite = true
print("favourites: \(cart.items.filter { $0.isFavorite }.map(\.name))")

withObservationTracking {
    _ = cart.totalItems
} onChange: {
    print("onChange: totalItems reader invalidated")
}
print("append")
cart.items.append(Product(name: "Mug", price: 9))
print("\(cart.totalItems) items, subtotal \(cart.subtotal)")
await Task.yield()
