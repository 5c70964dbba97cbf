@Observable final class Order {
  var quantity = 1
  var price = 10
}

let order = Order()
let other = Order()
withObservationTracking {
  _ = order.quantity
  _ = other.price
} onChange: {
  print("onChange runs")
}
other.price = 16
other.quantity = 2
print("after other.quantity = 2")
order.price += 2
print("quantity is \(order.quantity)")
