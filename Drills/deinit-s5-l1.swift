@Observable final class Order {
  var quantity = 1
  deinit { print("Order deinit") }
}

var order: Order? = Order()
withObservationTracking {
  _ = order?.quantity
} onChange: {
  print("quantity will change")
}
order?.quantity = 6
order = nil
print(order == nil ? "order is gone" : "order is here")
