//: # Exercise E10 · Publish from didSet
//: Half a migration: the search state is `@Observable`, and its query keeps a Combine publisher
//: for the analytics code below. But the query is `@ObservationIgnored @Published`, so the
//: tracking never hears the user type (lesson 16).
//:
//: TODO: make the tracking hear the query *and* keep `queries` publishing every query typed.
//: Change the class only.
//: hint(when: trackingFired == 0): The tracking did not fire: the query's getter still does not report its reads, because Observation was told to ignore the property.
//: hint(when: trackingFired == 1 && analytics.last != "swift"): The tracking works now, but the analytics heard nothing: something must still send each new query into a publisher.
//: hint: Let the property be a plain tracked property, and feed a private subject from its `didSet` (lesson 15); `queries` can expose that subject.

@MainActor
@Observable
final class SearchState {
  @ObservationIgnored @Published var query = ""
  var queries: Published<String>.Publisher { $query }
}

let state = SearchState()
var analytics: [String] = []
var bag = Set<AnyCancellable>()
state.queries.sink { analytics.append($0) }.store(in: &bag)

nonisolated(unsafe) var trackingFired = 0
withObservationTracking {
  _ = state.query
} onChange: {
  trackingFired += 1
}

//: ## The checks
state.query = "swift"
#expect(trackingFired == 1)
#expect(analytics.last == "swift")
