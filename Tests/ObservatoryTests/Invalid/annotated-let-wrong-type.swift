import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let n: Int = "x"
print(n)
try? await Task.sleep(for: .milliseconds(10))
