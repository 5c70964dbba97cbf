@Observable final class Stopwatch {
  var seconds = 0
  var laps = 0
}

let stopwatch = Stopwatch()
withObservationTracking {
  _ = stopwatch.seconds
} onChange: {
  MainActor.assumeIsolated {
    print("onChange sees \(stopwatch.seconds)")
  }
}
stopwatch.seconds = 5
print("seconds is \(stopwatch.seconds)")
