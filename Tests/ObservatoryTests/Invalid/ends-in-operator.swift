import Observation

@Observable
final class Cart {
  var price = 4
  var quantity = 3
}

let cart = Cart()
withObservationTracking {
  _ = cart.price
} onChange: {
  print("price changed")
}
try await Task.sleep(for: .milliseconds(10))
cart.price = 5
let total = cart.price * cart.quantity +
