import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func reset(_ c: Counter) { c.count = 0 }
reset(counter, 5)
try? await Task.sleep(for: .milliseconds(10))
