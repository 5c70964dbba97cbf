// Seed: migration guide — SearchViewModel without Combine; the .task(id: query) debounce driven by hand (restart on each query).
import Observation

struct Item: Identifiable {
    let id: Int
    let title: String
}

@Observable
class SearchViewModel {
    var query: String = ""
    var results: [Item] = []

    // No Combine, no cancellables
}

func performSearch(_ query: String) async -> [Item] {
    [Item(id: 1, title: "\(query) one"), Item(id: 2, title: "\(query) two")]
}

let viewModel = SearchViewModel()
var searches = 0

// What .task(id: viewModel.query) does: cancel the running task and start a new one when the id changes.
var current: Task<Void, Never>?
func queryChanged() {
    current?.cancel()
    current = Task { @MainActor in
        // Add a delay for debounce effect
        try? await Task.sleep(for: .milliseconds(300))
        guard !Task.isCancelled else { return }
        searches += 1
        viewModel.results = await performSearch(viewModel.query)
    }
}

withObservationTracking { _ = viewModel.results } onChange: { print("results will change") }

for text in ["s", "sw", "swi", "swift"] {
    viewModel.query = text
    queryChanged()
    try? await Task.sleep(for: .milliseconds(50))
}
try? await Task.sleep(for: .milliseconds(400))
print("searches: \(searches)")
print(viewModel.results.map(\.title))
