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
weather.temperature = 15
weather.temperature = 16
try await Task.sleep(for: .milliseconds(10))
weather.temperature = 20
weather.temperature = 27
try await Task.sleep(for: .milliseconds(10))
