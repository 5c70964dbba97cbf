@Observable final class Stopwatch {
  var seconds = 0
  var label = "run"
}

let stopwatch = Stopwatch()
withObservationTracking {
  _ = stopwatch.seconds
} onChange: {
  print("seconds will change")
}
stopwatch.seconds = 0
print("wrote stopwatch.seconds = 0")
stopwatch.seconds = 5
print("wrote stopwatch.seconds = 5")
