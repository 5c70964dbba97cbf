import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
withObservationTracking {
  _ = counter.count
} onChanged: {
  print("changed")
}
try? await Task.sleep(for: .milliseconds(10))
