// Idiom: synthesized Equatable on structs and enums; an @Observable property of an Equatable type skips same-value writes, a non-Equatable one does not.
import Observation

struct Address: Equatable {
    var street: String
    var zip: Int
}

struct Note {
    var text: String
}

enum Status: Equatable {
    case active(since: Int)
    case inactive
}

@Observable final class Profile {
    var address = Address(street: "Main St", zip: 1000)
    var note = Note(text: "hi")
    var status = Status.inactive
}

print(Address(street: "a", zip: 1) == Address(street: "a", zip: 1), Status.active(since: 1) == .active(since: 2))

let profile = Profile()
var fired: [String] = []
func arm() {
    withObservationTracking { _ = profile.address } onChange: { fired.append("address") }
    withObservationTracking { _ = profile.note } onChange: { fired.append("note") }
    withObservationTracking { _ = profile.status } onChange: { fired.append("status") }
}
arm()
profile.address = Address(street: "Main St", zip: 1000)
profile.note = Note(text: "hi")
profile.status = .inactive
print("equal values assigned: \(fired)")
profile.status = .active(since: 2024)
profile.address.zip = 2000
print("after real changes: \(fired)")
