import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let names = ["a", "b"]
let upper = names.map { a, b in a.uppercased() }
print(upper)
try? await Task.sleep(for: .milliseconds(10))
