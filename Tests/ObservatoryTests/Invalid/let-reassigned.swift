import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let limit = 10
limit = 20
try? await Task.sleep(for: .milliseconds(10))
