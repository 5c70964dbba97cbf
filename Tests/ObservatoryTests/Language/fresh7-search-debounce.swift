import Observation

@MainActor
@Observable
final class SearchModel {
    var query = "" {
        didSet { scheduleSearch() }
    }
    private(set) var results: [String] = []
    private(set) var searches = 0
    @ObservationIgnored private var pending: Task<Void, Never>?
    private let catalog = ["swift", "swiftui", "observation", "combine", "structured concurrency", "actors"]

    private func scheduleSearch() {
        pending?.cancel()
        let q = query
        pending = Task {
            do {
                try await Task.sleep(for: .milliseconds(50))
            } catch {
                print("cancelled search for '\(q)'")
                return
            }
            searches += 1
            results = q.isEmpty ? [] : catalog.filter { $0.contains(q.lowercased()) }
        }
    }

    func settle() async { await pending?.value }
}

let model = SearchModel()
withObservationTracking {
    _ = model.results
} onChange: {
    print("results will change")
}
model.query = "s"
try await Task.sleep(for: .milliseconds(10))
model.query = "sw"
try await Task.sleep(for: .milliseconds(10))
model.query = "Swift"
await model.settle()
print(model.results, model.searches)
model.query = "act"
await model.settle()
print(model.results, model.searches)
model.query = ""
await model.settle()
print(model.results.isEmpty, model.searches)
