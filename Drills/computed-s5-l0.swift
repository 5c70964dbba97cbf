@Observable final class Cart {
  var items = 0
  var total = 0
  var coupon = "none"
  var summary: String { "\(items) and \(total)" }
}

let cart = Cart()
withObservationTracking { _ = cart.summary } onChange: {
  print("summary will change")
}
cart.total = 5
print("after cart.total = 5")
cart.items = 1
print(cart.summary)
