@Observable final class Address { var city = "Oslo" }
@Observable final class Customer {
  var name = "Ada"
  var address = Address()
}

let customer = Customer()
let first = customer.address
withObservationTracking { _ = customer.address.city } onChange: {
  print("city path will change")
}
withObservationTracking { _ = customer.name } onChange: {
  print("name will change")
}
customer.address = Address()
first.city = "Rome"
print("after first.city = \"Rome\"")
first.city = "Rome"
print("done")
