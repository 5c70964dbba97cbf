import Observation

@Observable
final class Address {
    var city: String
    var zip: String
    init(city: String, zip: String) { self.city = city; self.zip = zip }
}

@Observable
final class Customer {
    var name: String
    var address: Address?
    var orders: [Int] = []
    init(name: String) { self.name = name }
}

@Observable
final class CRM {
    var customers: [Customer] = []
    var selected: Customer?
}

let crm = CRM()
var renders: [String: Int] = [:]

func track(_ label: String, _ body: @escaping () -> String) {
    withObservationTracking {
        renders[label, default: 0] += 1
        print("[\(label)] \(body())")
    } onChange: {
        print("[\(label)] changed")
        Task { @MainActor in track(label, body) }
    }
}

track("list") { crm.customers.map(\.name).joined(separator: ",") }
track("detail") {
    guard let c = crm.selected else { return "no selection" }
    return "\(c.name) in \(c.address?.city ?? "?") with \(c.orders.count) orders"
}

let ada = Customer(name: "Ada")
let bob = Customer(name: "Bob")
crm.customers = [ada, bob]
await Task.yield()
crm.selected = ada
await Task.yield()
bob.orders.append(1)          // not read by either view
ada.address = Address(city: "London", zip: "N1")
await Task.yield()
ada.address?.city = "Cambridge"
await Task.yield()
ada.address?.zip = "CB2"      // zip is not read
ada.name = "Ada L."
await Task.yield()
crm.selected = nil
await Task.yield()
ada.orders += [7, 8]
await Task.yield()
print(renders.sorted { $0.key < $1.key })
