@Observable final class Weather {
  var temperature = 12
  var wind = 5
}

let weather = Weather()
let values = Observations { weather.temperature }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
weather.temperature = 12
try await Task.sleep(for: .milliseconds(10))
weather.temperature = 14
try await Task.sleep(for: .milliseconds(10))
weather.temperature = 14
try await Task.sleep(for: .milliseconds(10))
