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
cart.total += 4
cart.items += 3
print("after cart.items += 3")
cart.total += 4
print("total is \(cart.total)")
