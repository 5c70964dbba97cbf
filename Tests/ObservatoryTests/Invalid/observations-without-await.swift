import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let changes = Observations { counter.count }
for value in changes {
  print(value)
}
try? await Task.sleep(for: .milliseconds(10))
