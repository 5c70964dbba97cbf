import Observation

@Observable final class Address {
  var street: String
  var city: String
  init(street: String, city: String) {
    self.street = street
    self.city = city
  }
}

@Observable final class Customer {
  var name: String
  var address: Address
  var tags: [String] = []
  init(name: String, address: Address) {
    self.name = name
    self.address = address
  }
  var label: String { "\(name), \(address.city)" }
}

let home = Address(street: "1 Main St", city: "Springfield")
let customer = Customer(name: "Homer", address: home)
func watch(_ what: String, _ read: @escaping () -> Void) {
  withObservationTracking(read) { print("  \(what) changes") }
}
watch("label") { _ = customer.label }
home.city = "Shelbyville"
print(customer.label)
watch("label again") { _ = customer.label }
customer.address = Address(street: "742 Evergreen", city: "Springfield")
home.city = "Capital City"
print(customer.label, home.city)
watch("tags") { _ = customer.tags.count }
customer.tags.append("vip")
customer.tags = customer.tags
watch("street") { _ = customer.address.street }
customer.address.street = customer.address.street
customer.address.street += " #2"
print(customer.address.street)
