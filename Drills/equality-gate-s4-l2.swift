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
stopwatch.seconds = stopwatch.seconds
print("wrote stopwatch.seconds = stopwatch.seconds")
stopwatch.seconds = 0
print("wrote stopwatch.seconds = 0")
stopwatch.seconds = 0
print("wrote stopwatch.seconds = 0")
