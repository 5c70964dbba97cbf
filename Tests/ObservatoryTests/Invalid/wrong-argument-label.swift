import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func bump(by amount: Int) { counter.count += amount }
bump(amount: 2)
try? await Task.sleep(for: .milliseconds(10))
