import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let task = Task { 5 }
let v = task.value
print(v)
try? await Task.sleep(for: .milliseconds(10))
