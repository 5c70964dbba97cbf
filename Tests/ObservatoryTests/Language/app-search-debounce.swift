import Observation

@MainActor @Observable final class SearchModel {
  var query = ""
  private(set) var results: [String] = []
  private(set) var searches = 0
  private let catalog = ["swift", "swiftui", "observation", "combine", "concurrency", "actors"]
  private var pending: Task<Void, Never>?

  func queryChanged() {
    pending?.cancel()
    let q = query
    pending = Task {
      do {
        try await Task.sleep(for: .milliseconds(300))
      } catch {
        print("  search for '\(q)' cancelled")
        return
      }
      searches += 1
      results = q.isEmpty ? [] : catalog.filter { $0.hasPrefix(q.lowercased()) }
      print("  searched '\(q)' -> \(results)")
    }
  }
}

let model = SearchModel()
for (delay, text) in [(0, "s"), (100, "sw"), (100, "swi"), (400, "co"), (350, "")] {
  try await Task.sleep(for: .milliseconds(delay))
  model.query = text
  print("typed '\(text)'")
  model.queryChanged()
}
try await Task.sleep(for: .milliseconds(400))
print("searches: \(model.searches), results: \(model.results)")
