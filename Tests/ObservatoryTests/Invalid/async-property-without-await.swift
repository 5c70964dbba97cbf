import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
extension Counter {
  var remote: Int { get async { 7 } }
}
let r = counter.remote
print(r)
try? await Task.sleep(for: .milliseconds(10))
