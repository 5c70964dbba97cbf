import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
var selected: Counter? = counter
print(selected.count)
try? await Task.sleep(for: .milliseconds(10))
