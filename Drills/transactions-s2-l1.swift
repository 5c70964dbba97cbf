@Observable final class Settings {
  var volume = 5
  var brightness = 7
}

let settings = Settings()
let values = Observations { settings.volume + settings.brightness }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
settings.volume = 12
settings.volume = 20
try await Task.sleep(for: .milliseconds(10))
settings.volume = 24
try await Task.sleep(for: .milliseconds(10))
