@Observable final class Cart {
  var items = 0
  var total = 0
}

let cart = Cart()
let values = Observations { cart.items + cart.total }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
cart.total = 1
cart.items = 8
try await Task.sleep(for: .milliseconds(10))
cart.items = 13
cart.total = 6
try await Task.sleep(for: .milliseconds(10))
