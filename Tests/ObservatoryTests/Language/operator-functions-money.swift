import Foundation
import Observation

// Operators written the ways real code writes them: top-level functions, a type's static
// functions, a prefix minus and compound assignments, used by an observable model.
struct Money: CustomStringConvertible {
  var cents: Int
  var description: String { String(format: "$%d.%02d", cents / 100, abs(cents % 100)) }
  static let zero = Money(cents: 0)
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
  static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
  static func += (total: inout Money, amount: Money) {
    print("  += \(amount)")
    total = total + amount
  }
  static func -= (total: inout Money, amount: Money) { total.cents -= amount.cents }
}

func * (amount: Money, quantity: Int) -> Money { Money(cents: amount.cents * quantity) }
func * (quantity: Int, amount: Money) -> Money { amount * quantity }
func == (a: Money, b: Money) -> Bool { a.cents == b.cents }
func < (a: Money, b: Money) -> Bool { a.cents < b.cents }

struct LineItem {
  let name: String
  let price: Money
  var quantity: Int
  var subtotal: Money { price * quantity }
}

@Observable final class Checkout {
  var items: [LineItem] = []
  var total = Money.zero
  var discount = Money.zero

  func add(_ item: LineItem) {
    items.append(item)
    total += item.subtotal
  }

  func apply(coupon: Money) {
    discount += coupon
    total -= coupon
  }
}

let checkout = Checkout()
withObservationTracking {
  _ = checkout.total
} onChange: {
  print("total will change")
}
checkout.add(LineItem(name: "Coffee", price: Money(cents: 450), quantity: 2))
checkout.add(LineItem(name: "Bagel", price: Money(cents: 325), quantity: 1))
checkout.apply(coupon: Money(cents: 100))
print("total:", checkout.total, "discount:", checkout.discount)
print("refund:", -checkout.discount, "double:", 2 * checkout.total)
print("free?", checkout.total == Money.zero, "cheaper than $20?", checkout.total < Money(cents: 2000))
let cheapest = checkout.items.min { $0.price < $1.price }
print("cheapest:", cheapest?.name ?? "none", cheapest.map { $0.subtotal - $0.price } ?? .zero)
var budget = Money(cents: 5000)
for item in checkout.items { budget -= item.subtotal }
print("left:", budget)
