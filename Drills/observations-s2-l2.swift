@Observable final class Cart {
  var items = 0
  var total = 0
}

let cart = Cart()
let values = Observations { cart.items }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
cart.items = 2
try await Task.sleep(for: .milliseconds(10))
cart.total = 7
try await Task.sleep(for: .milliseconds(10))
cart.items = 9
try await Task.sleep(for: .milliseconds(10))
