import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let count = counter.count
if let c = count {
  print(c)
}
try? await Task.sleep(for: .milliseconds(10))
