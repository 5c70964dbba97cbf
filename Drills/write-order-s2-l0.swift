@Observable final class Cart {
  var items = 0 {
    willSet { print("willSet") }
    didSet { print("didSet") }
  }
}

let cart = Cart()
withObservationTracking { _ = cart.items } onChange: {
  print("onChange")
}
cart.items = 4
print("after the write")
