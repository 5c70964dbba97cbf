import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
let log: [String] = []
log.append("start")
try? await Task.sleep(for: .milliseconds(10))
