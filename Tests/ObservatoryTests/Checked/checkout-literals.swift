// A checkout written with literal conformances: prices are `Money` made from integer and float
// literals (in declarations, default arguments, operators, arrays, dictionaries, returns and
// negative literals), coupon codes a nested `Shop.Code` made from string literals, and a
// `Flag` made from Boolean literals. Swift calls the type's literal initializer at each literal
// its static types make a value of the type; the compiler check reads those places from SIL.
import Observation

struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Comparable, CustomStringConvertible {
  var cents: Int
  init(cents: Int) { self.cents = cents }
  init(integerLiteral dollars: Int) {
    print("  (Money from the integer literal \(dollars))")
    cents = dollars * 100
  }
  init(floatLiteral dollars: Double) { cents = Int(dollars * 100 + 0.5) }
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
  static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
  var description: String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    return "\(sign)$\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)"
  }
}

enum Shop {
  struct Code: ExpressibleByStringLiteral, Hashable {
    let text: String
    init(stringLiteral value: String) { text = value.uppercased() }
  }
}

struct Flag: ExpressibleByBooleanLiteral {
  var on: Bool
  init(booleanLiteral value: Bool) { on = value }
}

struct Line {
  var name: String
  var price: Money
  var qty = 1
  var giftWrap: Flag = false
}

func shipping(for total: Money, free threshold: Money = 50) -> Money {
  if total >= threshold { return 0 }
  return 4.99
}

let discounts: [Shop.Code: Money] = ["spring": -5, "vip": -12.5]
var lines = [
  Line(name: "mug", price: 12, qty: 2),
  Line(name: "tea", price: 7.25, qty: 3, giftWrap: true),
  Line(name: "card", price: 2.5),
]
let subtotal = lines.reduce(0) { $0 + $1.price * $1.qty }
print("subtotal", subtotal)
let code: Shop.Code = "Spring"
let off = discounts[code] ?? 0
print("code", code.text, "off", off, "known:", discounts.keys.contains("vip"))
let total = subtotal + off + shipping(for: subtotal + off)
print("total", total, "wrapped:", lines.filter { $0.giftWrap.on }.map(\.name))
let tiers: [Money] = [10, 25.5, 100]
print(tiers, tiers.contains(25.5), tiers.max()! > 99.99, total < 100)
lines[2].price = lines[2].price + 1
print(lines.map(\.price), shipping(for: 60), shipping(for: 10, free: 5))

// Literals in an @Observable class's properties, a static property, variadic arguments, an
// Optional, and a tracking that sees the change before it happens.
@Observable final class Wallet {
  static let empty: Money = 0
  var balance: Money = 5
  var history: [Money] = [1, 2.25]
}
let wallet = Wallet()
withObservationTracking { _ = wallet.balance } onChange: { print("balance changing from", wallet.balance) }
wallet.balance = 7
func sum(_ xs: Money...) -> Money { xs.reduce(Wallet.empty, +) }
let tip: Money? = 1.5
print(wallet.balance == Money(cents: 700), wallet.history, sum(1, 2, 0.75), tip ?? 0, tip as Any)
