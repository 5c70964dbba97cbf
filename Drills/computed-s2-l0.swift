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
cart.items = 5
print("after cart.items = 5")
cart.total = 7
print(cart.summary)
