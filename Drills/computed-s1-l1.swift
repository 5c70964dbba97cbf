@Observable final class Cart {
  var items = 0
  var total = 0
  var coupon = "none"
  var hasItems: Bool { items > 0 }
}

let cart = Cart()
withObservationTracking { _ = cart.hasItems } onChange: {
  print("hasItems will change")
}
cart.coupon = "SPRING"
print("after cart.coupon = \"SPRING\"")
cart.coupon = "SPRING"
cart.total = 1
print(cart.hasItems)
