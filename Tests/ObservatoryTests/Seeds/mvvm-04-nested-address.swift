// Seed: MVVM article — a nested @Observable Address stored directly on the view model propagates without forwarding.
import Observation

@Observable
class Address {
    var street = "1 Infinite Loop"
    var city = "Cupertino"
}

@Observable
class ProfileViewModel {
    var username: String = ""
    var address = Address()
}

struct AddressView: View {
    var viewModel: ProfileViewModel
    var body: some View {
        Text("\(viewModel.address.street), \(viewModel.address.city)")
    }
}

let viewModel = ProfileViewModel()
host(AddressView(viewModel: viewModel))
settle()
resetBodyCounts()

viewModel.address.city = "Palo Alto"
settle()
print("city changed: \(bodyCounts)")

resetBodyCounts()
viewModel.username = "ada"
settle()
print("username changed: \(bodyCounts)")

withObservationTracking {
    _ = viewModel.address.street
} onChange: {
    print("street reader invalidated")
}
viewModel.address.street = "1 Apple Park Way"
print(viewModel.address.street, viewModel.address.city)
