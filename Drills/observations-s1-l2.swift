@Observable final class Order {
  var quantity = 1
  var price = 10
}

let order = Order()
let values = Observations { order.quantity }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
order.quantity = 4
try await Task.sleep(for: .milliseconds(10))
order.quantity = 4
try await Task.sleep(for: .milliseconds(10))
order.quantity = 9
try await Task.sleep(for: .milliseconds(10))
