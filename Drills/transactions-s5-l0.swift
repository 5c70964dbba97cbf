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
settings.volume = 9
settings.volume = 11
try await Task.sleep(for: .milliseconds(10))
settings.volume = 20
settings.volume = 27
try await Task.sleep(for: .milliseconds(10))
