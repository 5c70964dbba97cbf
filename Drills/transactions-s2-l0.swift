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
weather.temperature = 13
weather.temperature = 20
try await Task.sleep(for: .milliseconds(10))
weather.temperature = 23
try await Task.sleep(for: .milliseconds(10))
