// Idiom: an @Observable Set property — assigning an equal set (built in another order, or with duplicates) does not fire onChange.
import Observation

@Observable final class Filters {
    var selected: Set<String> = ["red", "green"]
}

let filters = Filters()
var fired: [String] = []
func arm(_ label: String) {
    withObservationTracking {
        _ = filters.selected
    } onChange: {
        fired.append(label)
    }
}

arm("equal set")
filters.selected = ["green", "red"]
print("after assigning an equal set: \(fired)")

filters.selected = Set(["red", "green", "red"])
print("after assigning a set with duplicates: \(fired)")

arm("new member")
filters.selected = ["green", "red", "blue"]
print("after a real change: \(fired.sorted()), selected: \(filters.selected.sorted())")
