//: # Lesson 18 · Debounce without Combine
//: The same search as lesson 15, with no Combine at all: a loop over `Observations` hears each
//: new query, and a `Task` that sleeps 300 ms before searching does the debouncing. A newer
//: query cancels the sleeping task, so only a pause in typing sends a search.

//: ## The model and the loop
@MainActor
@Observable
final class SearchModel {
  var query = ""
  var results: [String] = []
  var searchesSent = 0
}

let model = SearchModel()
let debouncer = Task { @MainActor in
  var pending: Task<Void, Never>? = nil
  for await query in Observations({ model.query }) {
    pending?.cancel()
    if query.isEmpty { continue }
    pending = Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(300))
      guard !Task.isCancelled else { return }
      model.searchesSent += 1
      model.results = ["\(query) result"]
    }
  }
}
try? await Task.sleep(for: .milliseconds(10))

//: ## Typing "s", "sw", "swift", 100 ms apart
//: Each keystroke is its own transaction (the sleeps between them suspend the writer), so the
//: loop gets each query and cancels the search it had scheduled for the previous one.
model.query = "s"
try? await Task.sleep(for: .milliseconds(100))
model.query = "sw"
try? await Task.sleep(for: .milliseconds(100))
model.query = "swift"

#predict("300 ms after the last keystroke, how many searches were sent?", ["one", "three"], answer: 0)
try? await Task.sleep(for: .milliseconds(400))
#expect(model.searchesSent == 1)
#expect(model.results == ["swift result"])

//: ## Two writes in one turn
model.query = "obs"
model.query = "observation"
#predict("\"obs\" and \"observation\" are written with no suspension between. Which searches go out?", ["\"obs\" and \"observation\"", "\"observation\" only", "none"], answer: 1)
//: Writes with no suspension between them are one transaction: the loop sees only the last.
try? await Task.sleep(for: .milliseconds(400))
#expect(model.searchesSent == 2)
#expect(model.results == ["observation result"])
debouncer.cancel()

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `Observations` delivers one value per transaction; a sleeping `Task` per value debounces.
//: * Cancel the previous task when a newer value arrives; check `Task.isCancelled` after the sleep.
print("searches sent: \(model.searchesSent), results: \(model.results)")
