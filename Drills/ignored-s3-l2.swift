@Observable final class Cart {
  var items = 0
  @ObservationIgnored var total = 0
}

let cart = Cart()
withObservationTracking { _ = cart.total } onChange: {
  print("total will change")
}
withObservationTracking { _ = cart.items } onChange: {
  print("items will change")
}
cart.total += 1
print("after cart.total += 1")
cart.items = 6
cart.items += 3
print("total is \(cart.total)")
