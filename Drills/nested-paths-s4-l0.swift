@Observable final class Address { var city = "Oslo" }
@Observable final class Customer {
  var name = "Ada"
  var address = Address()
}

let customer = Customer()
withObservationTracking { _ = customer.address.city } onChange: {
  print("city path will change")
}
customer.name = "Grace"
print("after customer.name = \"Grace\"")
customer.address.city = "Rome"
print("done")
