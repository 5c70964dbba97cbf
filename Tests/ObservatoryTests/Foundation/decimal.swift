// Decimal: exact money arithmetic; literals where a Decimal is expected (an integer literal is
// exact, a floating-point one goes through Double as in Swift); Decimal(string:); printing; NaN
// from a division by zero or an overflow; the Cart model of the Observation guide.
import Foundation
import Observation

struct Product: Identifiable {
    let id = UUID()
    let name: String
    let price: Decimal
}

@Observable final class Cart {
    var items: [Product] = []
    var discount: Decimal = 0
    var totalItems: Int { items.count }
    var subtotal: Decimal { items.reduce(0) { $0 + $1.price } }
    var total: Decimal { subtotal - discount }
    func add(_ product: Product) { items.append(product) }
}

let cart = Cart()
print("empty: \(cart.totalItems) items, subtotal \(cart.subtotal)")
cart.add(Product(name: "Coffee", price: 4.5))
cart.add(Product(name: "Beans", price: 12.25))
cart.add(Product(name: "Filter", price: 3))
print("\(cart.totalItems) items, subtotal \(cart.subtotal), total \(cart.total)")
withObservationTracking {
    _ = cart.discount
} onChange: {
    print("discount will change")
}
cart.discount = 0
print("same discount stored: no change (R7)")
cart.discount = 1.5
print(cart.total, cart.items.map(\.price), cart.items.map { $0.price * 2 })

let a: Decimal = 0.1
let b: Decimal = 0.2
print(a + b, a + b == 0.3, 0.1 + 0.2)
let price: Decimal = 19.99
print(price, [price], "\(price)", price.description)
let maybe: Decimal? = price
print(maybe as Any, String(describing: price), String(reflecting: price))
let lits: [Decimal] = [0.7, 1.1, 2.675, 100.01, 3.3, 1e10, 1e-10, 0.000001, 123.456, 9999999.99]
print(lits)
let p: Decimal = 4.5
print(p, p * 2, p / 3, p - 10, -p, p * 1.1, 2 * p, 10 - p, p + 0.25)
print(Decimal(5), Decimal(-12), Decimal(2.5), Decimal(3.14), Decimal(0.1), Decimal(Int.max), Decimal(Int.min))
print(Decimal(string: "12.345") as Any, Decimal(string: "abc") as Any, Decimal(string: "1e3") as Any, Decimal(string: "12abc") as Any)
print(Decimal(string: "0.000")!, Decimal(string: "-0")!, Decimal(string: "100")!, Decimal(string: "1.50")!)
print(Decimal(string: "99999999999999999999999999999999999999")!, Decimal(string: "12345678901234567890.123456789")!)
print(Decimal(1) / Decimal(3), Decimal(2) / Decimal(3), Decimal(10) / 4)
print((Decimal(1) / 3) * 3, (Decimal(1) / 3) * 3 == 1)
print(Decimal(1) / Decimal(0), Decimal(0) / 0, (Decimal(1) / 0).isNaN, Decimal.nan == Decimal.nan)
let big = Decimal(string: "1e127")!
print(big * big, (big * big).isNaN, big * 10)
print(Decimal.zero, Decimal(), Decimal.pi, Decimal.zero.isZero, price.isZero, Decimal(-3).magnitude)
print(p < price, p > price, p == 4.5, p != 4.5, p >= 4.5, p <= 4, max(p, price), min(p, price))
print([price, p, 10, 0.5].sorted(), [price, p].max()!)
var running: Decimal = 0
for step in [p, price, 1, 0.01] { running += step }
running -= 0.5
running *= 2
running /= 4
print(running)
let quantities = [2, 3]
print(quantities.reduce(Decimal.zero) { $0 + Decimal($1) * p })
var prices: [String: Decimal] = ["tea": 3.2]
prices["cake"] = 4
print(prices["cake"] ?? 0, prices["tea"]! * 10)
print(Decimal.greatestFiniteMagnitude, Decimal.leastFiniteMagnitude, Decimal.greatestFiniteMagnitude * 2)
print(type(of: p))
