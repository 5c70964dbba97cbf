// Seed: observation guide §3 — CheckoutForm's fields (nameOnCard, expressCheckout) written as a binding would, shown by a view.
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

struct CheckoutForm: View {
    var cart: Cart

    var body: some View {
        VStack {
            Text("Name on card: \(cart.nameOnCard)")
            Text("Express checkout: \(cart.expressCheckout ? "on" : "off")")
        }
    }
}

let cart = Cart()
host(CheckoutForm(cart: cart))
settle()
resetBodyCounts()

// What TextField and Toggle do through $cart.nameOnCard and $cart.expressCheckout:
for letter in ["A", "d", "a"] {
    cart.nameOnCard += letter
    settle()
}
print("typing 3 letters: \(bodyCounts)")
resetBodyCounts()
cart.expressCheckout.toggle()
settle()
print("toggle: \(bodyCounts)")
resetBodyCounts()
cart.add(Product(name: "Coffee", price: 4.5))
settle()
print("add a product: \(bodyCounts)")
print("\(cart.nameOnCard) \(cart.expressCheckout)")
