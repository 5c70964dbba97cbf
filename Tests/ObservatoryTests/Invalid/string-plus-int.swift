import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let message = "count: " + counter.count
print(message)
try? await Task.sleep(for: .milliseconds(10))
