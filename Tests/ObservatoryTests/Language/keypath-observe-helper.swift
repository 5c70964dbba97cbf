import Observation

@Observable final class Cart {
  var items: [String] = []
  var coupon: String? = nil
  var total: Int { items.count * 10 - (coupon == nil ? 0 : 5) }
}

func observe<Root: AnyObject & Observable, Value>(_ root: Root, _ keyPath: KeyPath<Root, Value>, _ onChange: @escaping (Value) -> Void) {
  withObservationTracking {
    _ = root[keyPath: keyPath]
  } onChange: {
    Task { @MainActor in
      onChange(root[keyPath: keyPath])
      observe(root, keyPath, onChange)
    }
  }
}

let cart = Cart()
observe(cart, \.total) { print("total now", $0) }
let other = Cart()
observe(other, \.coupon) { print("coupon now", $0 ?? "none") }
other.coupon = "X"
cart.items.append("apple")
try await Task.sleep(for: .milliseconds(1))
cart.coupon = "SAVE"
try await Task.sleep(for: .milliseconds(1))
cart.items += ["pear", "fig"]
try await Task.sleep(for: .milliseconds(1))
let paths: [KeyPath<Cart, Int>] = [\.total, \.items.count]
print(paths.map { cart[keyPath: $0] })
