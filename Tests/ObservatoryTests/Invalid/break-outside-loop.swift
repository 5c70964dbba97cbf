import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
if counter.count == 0 {
  break
}
try? await Task.sleep(for: .milliseconds(10))
