// Seed: observation guide §4 — CartTabViewController's rearm() with Task { @MainActor [weak self] in ... } (UIViewController → a small base class).
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

// Stand-ins for UIKit's UIViewController and UITabBarItem.
final class TabBarItem {
    var badgeValue: String? {
        didSet { print("badge: \(badgeValue ?? "nil")") }
    }
}

@MainActor
class ViewController {
    let tabBarItem = TabBarItem()
    init() {}
    func viewDidLoad() {
        print("ViewController.viewDidLoad")
    }
}

final class CartTabViewController: ViewController {
    private let cart: Cart

    init(cart: Cart) {
        self.cart = cart
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        rearm()
    }

    private func rearm() {
        withObservationTracking {
            // Synchronously read the properties you care about.
            _ = cart.totalItems
        } onChange: {
            // Fires asynchronously after the mutation; observation is one-shot.
            Task { @MainActor [weak self] in
                self?.tabBarItem.badgeValue = "\(self?.cart.totalItems ?? 0)"
                self?.rearm()
            }
        }
    }

    deinit {
        print("CartTabViewController deinit")
    }
}

let cart = Cart()
var controller: CartTabViewController? = CartTabViewController(cart: cart)
controller?.viewDidLoad()

cart.add(Product(name: "Coffee", price: 4.5))
try? await Task.sleep(for: .milliseconds(20))

cart.add(Product(name: "Beans", price: 12))
cart.add(Product(name: "Filter", price: 3))
try? await Task.sleep(for: .milliseconds(20))

controller = nil
print("controller released")
cart.add(Product(name: "Mug", price: 9))
try? await Task.sleep(for: .milliseconds(20))
print("total items: \(cart.totalItems)")
