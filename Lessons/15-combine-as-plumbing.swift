//: # Lesson 15 · Combine as private plumbing
//: Observation tells you *that* something changed. It has no operators: nothing to wait for a
//: pause in typing, drop a repeated query, or forget a request that a newer one replaced. Those
//: are jobs for Combine. The pattern that keeps both honest: the tracked property's `didSet`
//: feeds a private subject, the pipeline does the timing, and its result is written back into a
//: tracked property, where Observation sees it like any other write.
//:
//: Combine does not exist on Linux, so the playground simulates the part of it this lesson
//: uses, from Apple's documentation, on a `VirtualTimeScheduler` whose clock moves only when the
//: lesson calls `advance(by:)`. The `⇢` lines below are the pipeline at work.

//: ## The search model
//: The subject and the bag of cancellables are `@ObservationIgnored`: no view should track the
//: plumbing. `removeDuplicates` drops a query equal to the last one, `debounce` waits for 300 ms
//: of quiet, `map` turns a query into a request (a `Just` delayed by 100 ms, standing in for the
//: network), and `switchToLatest` listens only to the newest request.
@MainActor
@Observable
final class SearchModel {
  var query = "" {
    didSet { queryInput.send(query) }
  }
  private(set) var results: [String] = []
  private(set) var searchesSent = 0

  @ObservationIgnored private let queryInput = PassthroughSubject<String, Never>()
  @ObservationIgnored private var cancellables = Set<AnyCancellable>()

  init(scheduler: VirtualTimeScheduler) {
    queryInput
      .removeDuplicates()
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .map { [weak self] query -> AnyPublisher<[String], Never> in
        self?.searchesSent += 1
        return Just(["\(query) result"])
          .delay(for: .milliseconds(100), scheduler: scheduler)
          .eraseToAnyPublisher()
      }
      .switchToLatest()
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }
}

//: ## Someone watches the results
//: A one-shot tracking on `results`, counting the changes it hears — as a view would.
let searchClock = VirtualTimeScheduler()
let search = SearchModel(scheduler: searchClock)
let resultsChanged = Mutex(0)
withObservationTracking { _ = search.results } onChange: { resultsChanged.withLock { $0 += 1 } }

//: ## Typing "sw", then "swift"
//: Each keystroke's write runs `didSet`, which sends the query into the pipeline. The debounce
//: holds it; the second keystroke, 100 ms later, replaces it and restarts the wait.
search.query = "sw"
searchClock.advance(by: .milliseconds(100))
search.query = "swift"

#predict("After 399 more milliseconds, how many searches were sent?", ["none", "one, for \"swift\"", "two"], answer: 1)
searchClock.advance(by: .milliseconds(399))
#expect(search.searchesSent == 1)
#expect(search.results.isEmpty)

//: ## The result arrives
//: 300 ms of quiet after "swift" the search went out; its answer comes 100 ms later — 400 ms
//: after the last keystroke.
#predict("One more millisecond: the sink writes results. Does the tracking on results fire?", ["yes", "no: a Combine sink is not an Observation write"], answer: 0)
//: The sink writes `results`, a tracked property, and the tracking fires like for any write.
searchClock.advance(by: .milliseconds(1))
#expect(search.results == ["swift result"])
#expect(resultsChanged.withLock { $0 } == 1)

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `@Observable` has no `$property` publishers: feed a private subject from `didSet`.
//: * Keep the subject and the cancellables `@ObservationIgnored`.
//: * Write the pipeline's output to a tracked property: Observation reports it like any write.
print("searches sent: \(search.searchesSent), results: \(search.results)")
