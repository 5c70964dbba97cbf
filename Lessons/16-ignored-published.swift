//: # Lesson 16 · @ObservationIgnored @Published
//: Migrating a class to `@Observable` while keeping its `$query` publisher looks easy: `@Published`
//: alone does not compile inside an `@Observable` class (both want to own the storage `_query`),
//: but `@ObservationIgnored @Published` does. The publisher works. Observation, though, has been
//: told to ignore the property — so nothing that tracks it ever hears a change.

//: ## A half-migrated search state
@MainActor
@Observable
final class SearchState {
  @ObservationIgnored @Published var query = ""
  var results: [String] = []
}

let state = SearchState()
var publisherSaw: [String] = []
var bag = Set<AnyCancellable>()
state.$query.sink { publisherSaw.append($0) }.store(in: &bag)

//: ## A tracking scope reads the query
//: The read is not recorded: the getter of an `@ObservationIgnored` property says nothing to the
//: registrar. So there is nothing to install — no `armed` line.
nonisolated(unsafe) var trackingFired = 0
withObservationTracking {
  _ = state.query
} onChange: {
  trackingFired += 1
}

#predict("The user types \"swift\". Who hears it?", ["the tracking", "the $query publisher", "both"], answer: 1)
state.query = "swift"
#expect(publisherSaw == ["", "swift"])
#expect(trackingFired == 0)
#whynot("T1")

//: ## And a view?
//: A view's body is a tracking scope too.
struct QueryLabel: View {
  var state: SearchState
  var body: some View {
    Text("Searching for \(state.query)")
  }
}
host(QueryLabel(state: state))
resetBodyCounts()
state.query = "swift ui"
#predict("QueryLabel shows state.query. Does its body run again at the next settle()?", ["yes", "no"], answer: 1)
//: A body that shows `state.query` never runs again: its read was not recorded either.
settle()
#expect(bodyCounts["QueryLabel"] == nil)
#screen

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `@ObservationIgnored @Published` compiles, and its `$publisher` works.
//: * Observation never sees the property: trackings and views that read it never update.
//: * Keep state views read as plain tracked properties; feed Combine from `didSet` (lesson 15).
print("publisher saw \(publisherSaw), tracking fired \(trackingFired) times")
