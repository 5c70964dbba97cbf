import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
print(Counter.count)
try? await Task.sleep(for: .milliseconds(10))
