import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func rename(_ c: Counter, to title: String) { c.title = title }
rename(counter)
try? await Task.sleep(for: .milliseconds(10))
