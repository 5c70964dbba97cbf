import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
var total = 0
var total = 1
print(total)
try? await Task.sleep(for: .milliseconds(10))
