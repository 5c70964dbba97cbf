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
cart.total = 9
cart.items = 4
try await Task.sleep(for: .milliseconds(10))
cart.items = 13
cart.total = 12
try await Task.sleep(for: .milliseconds(10))
