// Seed: observation guide §6 — the appendingItemInvalidatesTotalItems test, with confirmation() replaced by a counter.
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

@MainActor
struct CartObservationTests {
    func appendingItemInvalidatesTotalItems() async -> Bool {
        let cart = Cart()
        var confirmations = 0

        withObservationTracking {
            _ = cart.totalItems
        } onChange: {
            confirmations += 1
        }

        cart.add(Product(name: "Coffee", price: 4.5))
        cart.add(Product(name: "Tea", price: 3))
        return confirmations == 1
    }

    func addComputesSubtotal() -> Bool {
        let cart = Cart()
        cart.add(Product(name: "Coffee", price: 4.5))
        cart.add(Product(name: "Tea", price: 3))
        print("subtotal: \(cart.subtotal)")
        return cart.subtotal == 7.5
    }
}

let tests = CartObservationTests()
print("appendingItemInvalidatesTotalItems:", await tests.appendingItemInvalidatesTotalItems() ? "passed" : "failed")
print("addComputesSubtotal:", tests.addComputesSubtotal() ? "passed" : "failed")
