import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
struct Tally {
  var n = 0
  func add() { n += 1 }
}
var tally = Tally()
tally.add()
try? await Task.sleep(for: .milliseconds(10))
