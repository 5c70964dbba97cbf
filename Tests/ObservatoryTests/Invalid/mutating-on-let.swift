import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
struct Tally {
  var n = 0
  mutating func add() { n += 1 }
}
let tally = Tally()
tally.add()
try? await Task.sleep(for: .milliseconds(10))
