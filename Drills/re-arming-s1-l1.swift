@Observable final class Order {
  var quantity = 1
}

let order = Order()
@MainActor func render() {
  let value = withObservationTracking { order.quantity } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
order.quantity = 7
order.quantity = 10
order.quantity = 13
