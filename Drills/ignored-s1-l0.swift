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
cart.total = 6
print("after cart.total = 6")
cart.total = 8
print("total is \(cart.total)")
