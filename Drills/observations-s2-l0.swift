@Observable final class Order {
  var quantity = 1
  var price = 10
}

let order = Order()
let values = Observations { order.quantity }
Task {
  for await value in values { print("loop sees \(value)") }
}
order.quantity = 3
try await Task.sleep(for: .milliseconds(10))
order.price = 17
try await Task.sleep(for: .milliseconds(10))
order.quantity = 4
try await Task.sleep(for: .milliseconds(10))
