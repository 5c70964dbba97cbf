@Observable final class Cart {
  var items = 0
  var coupon = "none"
}

let cart = Cart()
withObservationTracking {
  _ = cart.items
} onChange: {
  print("items will change")
}
cart.items = 0
print("wrote cart.items = 0")
cart.items = 3
print("wrote cart.items = 3")
