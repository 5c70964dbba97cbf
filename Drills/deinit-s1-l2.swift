@Observable final class Stopwatch {
  var seconds = 0
  deinit { print("Stopwatch deinit") }
}

var stopwatch: Stopwatch? = Stopwatch()
withObservationTracking {
  _ = stopwatch?.seconds
} onChange: {
  print("seconds will change")
}
stopwatch = Stopwatch()
print("after stopwatch = Stopwatch()")
stopwatch?.seconds = 2
stopwatch = nil
print(stopwatch == nil ? "stopwatch is gone" : "stopwatch is here")
