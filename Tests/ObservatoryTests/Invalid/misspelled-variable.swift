import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
conuter.count = 1
try? await Task.sleep(for: .milliseconds(10))
