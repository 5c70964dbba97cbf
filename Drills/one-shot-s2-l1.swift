@Observable final class Cart {
  var items = 0
  var total = 0
}

let cart = Cart()
withObservationTracking {
  _ = cart.items
  _ = cart.total
} onChange: {
  print("onChange runs")
}
cart.items = 9
print("after cart.items = 9")
cart.items += 1
cart.items += 1
print("items is \(cart.items)")
