@Observable final class Order {
  var quantity = 1
  var price = 10
}

let order = Order()
withObservationTracking {
  _ = order.quantity
} onChange: {
  MainActor.assumeIsolated { print("onChange sees \(order.quantity)") }
}
order.quantity = 10
print("quantity is \(order.quantity)")
