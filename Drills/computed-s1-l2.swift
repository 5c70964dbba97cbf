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
stopwatch.laps = 2
stopwatch.seconds = 3
print("after stopwatch.seconds = 3")
stopwatch.label = "swim"
print(stopwatch.hasSeconds)
