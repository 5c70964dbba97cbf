@Observable final class Order {
  var quantity = 1
  var price = 10
}

let order = Order()
let values = Observations { order.quantity + order.price }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
order.price = 19
order.quantity = 3
try await Task.sleep(for: .milliseconds(10))
order.quantity = 10
try await Task.sleep(for: .milliseconds(10))
