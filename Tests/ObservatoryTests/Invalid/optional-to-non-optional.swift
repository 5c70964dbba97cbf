import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func show(_ c: Counter) { print(c.title) }
let maybe: Counter? = nil
show(maybe)
try? await Task.sleep(for: .milliseconds(10))
