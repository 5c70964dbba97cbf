@Observable final class Settings {
  var volume = 5
}

let settings = Settings()
@MainActor func render() {
  let value = withObservationTracking { settings.volume } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
settings.volume = 14
settings.volume = 22
settings.volume = 28
