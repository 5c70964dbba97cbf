@Observable final class Stopwatch {
  var seconds = 0
}

let stopwatch = Stopwatch()
@MainActor func render() {
  let value = withObservationTracking { stopwatch.seconds } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
stopwatch.seconds = 2
stopwatch.seconds = 11
