import Observation

@Observable class Ticker {
  var ticks = 0
  var changes = 0
  func watch() {
    withObservationTracking {
      _ = ticks
    } onChange: {
      changes += 1
    }
  }
}

let t = Ticker()
t.watch()
try? await Task.sleep(for: .milliseconds(10))
