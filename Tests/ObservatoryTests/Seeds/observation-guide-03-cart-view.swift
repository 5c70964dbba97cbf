// Seed: observation guide §3 — CartView (List → VStack/ForEach) with a CheckoutBar reading totalItems and subtotal; count bodies.
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

struct ProductRow: View {
    let item: Product
    var body: some View {
        Text("\(item.name) \(item.price)")
    }
}

struct CheckoutBar: View {
    let count: Int
    let subtotal: Decimal
    var body: some View {
        Text("\(count) items, \(subtotal)")
    }
}

struct CheckoutStatus: View {
    var cart: Cart
    var body: some View {
        Text(cart.isCheckingOut ? "Checking out" : "Shopping")
    }
}

struct CartView: View {
    @State var cart: Cart

    var body: some View {
        VStack {
            ForEach(cart.items) { item in
                ProductRow(item: item)
            }
            CheckoutBar(count: cart.totalItems, subtotal: cart.subtotal)
        }
    }
}

let cart = Cart()
cart.add(Product(name: "Coffee", price: 4.5))
host(VStack {
    CartView(cart: cart)
    CheckoutStatus(cart: cart)
})
settle()
print("first render: \(bodyCounts)")

resetBodyCounts()
cart.add(Product(name: "Beans", price: 12.25))
settle()
print("after add: \(bodyCounts)")

resetBodyCounts()
cart.isCheckingOut = true
settle()
print("after isCheckingOut: \(bodyCounts)")

resetBodyCounts()
cart.nameOnCard = "Ada"
settle()
print("after nameOnCard: \(bodyCounts)")
print("subtotal \(cart.subtotal)")
