import Observation

@Observable class Counter {
  var count = 0
  var volume = 5
}

let counter = Counter()
counter.volum = 6
try? await Task.sleep(for: .milliseconds(10))
