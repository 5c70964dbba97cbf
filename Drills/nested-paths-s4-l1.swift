@Observable final class Address { var city = "Oslo" }
@Observable final class Customer {
  var name = "Ada"
  var address = Address()
}

let customer = Customer()
withObservationTracking { _ = customer.address.city } onChange: {
  print("city path will change")
}
withObservationTracking { _ = customer.name } onChange: {
  print("name will change")
}
customer.address = Address()
print("after customer.address = Address()")
customer.name = "Grace"
customer.address.city = "Rome"
print("done")
