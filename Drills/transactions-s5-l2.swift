@Observable final class Stopwatch {
  var seconds = 0
  var laps = 0
}

let stopwatch = Stopwatch()
let values = Observations { stopwatch.seconds + stopwatch.laps }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
stopwatch.laps = 0
stopwatch.laps = 2
try await Task.sleep(for: .milliseconds(10))
stopwatch.laps = 2
try await Task.sleep(for: .milliseconds(10))
