import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
print("before")
Task.sleep(for: .seconds(1))
print("after")
try? await Task.sleep(for: .milliseconds(10))
