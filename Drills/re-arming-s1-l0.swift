@Observable final class Cart {
  var items = 0
}

let cart = Cart()
@MainActor func render() {
  let value = withObservationTracking { cart.items } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
cart.items = 3
cart.items = 7
