@Observable final class Stopwatch {
  var seconds = 0
  @ObservationIgnored var laps = 0
}

let stopwatch = Stopwatch()
withObservationTracking {
  _ = stopwatch.laps
  _ = stopwatch.seconds
} onChange: {
  print("onChange runs")
}
stopwatch.laps = 6
print("after stopwatch.laps = 6")
stopwatch.seconds = 9
print("laps is \(stopwatch.laps)")
