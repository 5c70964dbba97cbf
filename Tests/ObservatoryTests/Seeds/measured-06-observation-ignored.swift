// Seed: measured article — a property marked @ObservationIgnored is invisible to withObservationTracking (without Combine's @Published).
import Observation

@Observable final class SearchState {
    @ObservationIgnored var query = ""
    var submitted = ""
}

let searchState = SearchState()
var fired = 0
withObservationTracking {
    _ = searchState.query
} onChange: {
    fired += 1
}
searchState.query = "swift"
searchState.query = "swiftui"
print("ignored property changed twice, onChange fired \(fired) times")

withObservationTracking {
    _ = searchState.query
    _ = searchState.submitted
} onChange: {
    fired += 1
    print("submitted will change")
}
searchState.submitted = searchState.query
print("fired \(fired), submitted \(searchState.submitted)")
