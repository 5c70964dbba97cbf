// Seed: observation guide §3 — Cart injected with .environment(cart) and read with @Environment(Cart.self) (TabView → VStack).
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

struct CatalogView: View {
    var body: some View {
        Text("Catalog")
    }
}

struct CartTab: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        Text("Cart (\(cart.totalItems))")
    }
}

struct RootView: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        VStack {
            CatalogView()
            CartTab()
        }
    }
}

let cart = Cart()
host(RootView().environment(cart))
settle()
print("first render: \(bodyCounts)")
resetBodyCounts()
cart.add(Product(name: "Coffee", price: 4.5))
settle()
print("after add: \(bodyCounts)")
resetBodyCounts()
cart.expressCheckout = true
settle()
print("after expressCheckout: \(bodyCounts)")
