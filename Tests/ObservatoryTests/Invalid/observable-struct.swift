import Observation

@Observable struct Settings {
  var dark = false
}

var s = Settings()
s.dark = true
try? await Task.sleep(for: .milliseconds(10))
