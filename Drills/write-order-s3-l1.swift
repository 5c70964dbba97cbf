@Observable final class Order {
  var quantity = 1 {
    willSet { print("willSet") }
    didSet { print("didSet") }
  }
}

let order = Order()
withObservationTracking { _ = order.quantity } onChange: {
  print("onChange")
}
order.quantity += 1
print("after the write")
