@Observable final class Cart {
  var items = 0
  @ObservationIgnored var total = 0
}

let cart = Cart()
withObservationTracking {
  _ = cart.total
  _ = cart.items
} onChange: {
  print("onChange runs")
}
cart.total = 9
print("after cart.total = 9")
cart.total = 17
print("total is \(cart.total)")
