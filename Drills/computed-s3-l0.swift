@Observable final class Order {
  var quantity = 1
  var price = 10
  var status = "new"
  var summary: String { "\(quantity) and \(price)" }
}

let order = Order()
withObservationTracking { _ = order.summary } onChange: {
  print("summary will change")
}
order.quantity = 6
print("after order.quantity = 6")
order.price = 13
print(order.summary)
