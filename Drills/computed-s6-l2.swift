@Observable final class Stopwatch {
  var seconds = 0
  var laps = 0
  var label = "run"
  var hasSeconds: Bool { seconds > 0 }
}

let stopwatch = Stopwatch()
withObservationTracking { _ = stopwatch.hasSeconds } onChange: {
  print("hasSeconds will change")
}
withObservationTracking { _ = stopwatch.label } onChange: {
  print("label will change")
}
stopwatch.label = "swim"
stopwatch.seconds += 1
print("after stopwatch.seconds += 1")
stopwatch.seconds = 6
print(stopwatch.hasSeconds)
