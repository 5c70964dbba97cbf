import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func load() async -> Int { 42 }
counter.count = load()
try? await Task.sleep(for: .milliseconds(10))
