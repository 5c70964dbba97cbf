@Observable final class Settings {
  var volume = 5
  var brightness = 7
}

let settings = Settings()
let values = Observations { settings.volume }
Task {
  for await value in values { print("loop sees \(value)") }
}
settings.volume = 11
try await Task.sleep(for: .milliseconds(10))
settings.volume = 15
try await Task.sleep(for: .milliseconds(10))
settings.volume = 15
try await Task.sleep(for: .milliseconds(10))
settings.brightness = 8
try await Task.sleep(for: .milliseconds(10))
