import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
extension Counter {
  var doubled: Int { count * 2 }
}
counter.doubled = 4
try? await Task.sleep(for: .milliseconds(10))
