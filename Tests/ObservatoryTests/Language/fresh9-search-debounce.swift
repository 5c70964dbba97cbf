import Observation

struct Contact: Hashable {
    let name: String
    let city: String
}

let directory = [
    Contact(name: "Ada Lovelace", city: "London"),
    Contact(name: "Alan Turing", city: "Wilmslow"),
    Contact(name: "Grace Hopper", city: "New York"),
    Contact(name: "Katherine Johnson", city: "Hampton"),
    Contact(name: "Annie Easley", city: "Cleveland"),
]

@MainActor
@Observable
final class SearchModel {
    var query = "" {
        didSet { scheduleSearch() }
    }
    private(set) var results: [Contact] = []
    private(set) var searches = 0
    @ObservationIgnored private var pending: Task<Void, Never>?

    private func scheduleSearch() {
        pending?.cancel()
        let q = query
        pending = Task {
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                print("  cancelled search for '\(q)'")
                return
            }
            searches += 1
            results = q.isEmpty ? [] : directory.filter {
                $0.name.lowercased().contains(q.lowercased()) || $0.city.hasPrefix(q)
            }
            print("  searched '\(q)': \(results.count) hit(s)")
        }
    }
}

let model = SearchModel()
let observer = Task { @MainActor in
    for await names in Observations({ model.results.map(\.name) }) {
        print("list:", names.isEmpty ? "(empty)" : names.joined(separator: "; "))
        if names.count == 1 { break }
    }
}

for ch in "an" {
    model.query.append(ch)
    try await Task.sleep(for: .milliseconds(100))
}
try await Task.sleep(for: .milliseconds(400))
model.query = "Ha"
try await Task.sleep(for: .milliseconds(50))
model.query = "Gr"
try await Task.sleep(for: .milliseconds(500))
await observer.value
print("searches run:", model.searches)
let initials = model.results.map { c in c.name.split(separator: " ").compactMap(\.first).map(String.init).joined() }
print(initials)
