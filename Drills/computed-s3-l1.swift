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
order.price = 15
print("after order.price = 15")
order.status = "paid"
order.price += 2
print(order.summary)
