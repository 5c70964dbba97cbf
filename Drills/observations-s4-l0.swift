@Observable final class Settings {
  var volume = 5
  var brightness = 7
}

let settings = Settings()
let values = Observations { settings.volume }
Task {
  for await value in values { print("loop sees \(value)") }
}
settings.volume = 10
try await Task.sleep(for: .milliseconds(10))
settings.volume = 17
try await Task.sleep(for: .milliseconds(10))
settings.brightness = 9
try await Task.sleep(for: .milliseconds(10))
