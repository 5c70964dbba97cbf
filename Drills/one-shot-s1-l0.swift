@Observable final class Order {
  var quantity = 1
  var price = 10
}

let order = Order()
withObservationTracking {
  _ = order.quantity
} onChange: {
  print("quantity will change")
}
order.price = 12
print("after order.price = 12")
order.price = 16
print("quantity is \(order.quantity)")
