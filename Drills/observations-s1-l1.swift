@Observable final class Settings {
  var volume = 5
  var brightness = 7
}

let settings = Settings()
let values = Observations { settings.volume }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
settings.volume = 5
try await Task.sleep(for: .milliseconds(10))
settings.brightness = 14
try await Task.sleep(for: .milliseconds(10))
settings.volume = 9
try await Task.sleep(for: .milliseconds(10))
