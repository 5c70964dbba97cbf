import Observation

struct Product: Hashable { let sku: String; let name: String; let price: Int }

@Observable final class Cart {
  private(set) var lines: [Product: Int] = [:]
  var coupon: String?

  var subtotal: Int { lines.reduce(0) { $0 + $1.key.price * $1.value } }
  var discount: Int {
    switch coupon {
    case "SAVE10"?: return subtotal / 10
    case let code? where code.hasPrefix("FLAT"): return Int(code.dropFirst(4)) ?? 0
    default: return 0
    }
  }
  var total: Int { max(0, subtotal - discount) }
  var itemCount: Int { lines.values.reduce(0, +) }

  func add(_ p: Product, quantity: Int = 1) { lines[p, default: 0] += quantity }
  func remove(_ p: Product) {
    guard let q = lines[p] else { return }
    if q <= 1 { lines[p] = nil } else { lines[p] = q - 1 }
  }
  func receipt() -> [String] {
    lines.sorted { $0.key.sku < $1.key.sku }.map { "\($0.value)x \($0.key.name) = \($0.key.price * $0.value)" }
  }
}

let apple = Product(sku: "A1", name: "Apple", price: 120)
let bread = Product(sku: "B7", name: "Bread", price: 350)
let cart = Cart()
withObservationTracking {
  _ = cart.total
} onChange: {
  print("total will change")
}
cart.add(apple, quantity: 3)
cart.add(bread)
print(cart.receipt(), cart.itemCount, cart.total)
cart.coupon = "SAVE10"
print(cart.discount, cart.total)
cart.coupon = "FLAT500"
print(cart.total)
cart.remove(bread)
cart.remove(apple)
print(cart.receipt(), cart.total)
cart.coupon = "FLATxyz"
print(cart.discount)
