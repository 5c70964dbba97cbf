import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
enum Phase { case idle, loading, done }
let phase = Phase.idle
switch phase {
case .idle: print("idle")
case .loading: print("loading")
}
try? await Task.sleep(for: .milliseconds(10))
