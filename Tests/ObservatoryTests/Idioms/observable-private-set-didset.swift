// Idiom: an @Observable SearchViewModel with private(set) state written by its own methods, and a didSet on a tracked property.
import Observation

@Observable final class SearchViewModel {
    var query = "" {
        didSet {
            print("didSet query: \(oldValue.debugDescription) -> \(query.debugDescription)")
            if query.count >= 2 { search() }
        }
    }
    private(set) var results: [String] = []
    private(set) var searchesSent = 0
    private let catalog = ["swift", "swiftui", "switch", "observation"]

    private func search() {
        searchesSent += 1
        results = catalog.filter { $0.hasPrefix(query) }
    }
}

let viewModel = SearchViewModel()
func watchResults() {
    withObservationTracking {
        print("results: \(viewModel.results)")
    } onChange: {
        print("results will change")
    }
}
watchResults()
viewModel.query = "s"
viewModel.query = "sw"
watchResults()
viewModel.query = "swi"
viewModel.query = "swi"
print(viewModel.searchesSent, viewModel.results)
