@Observable final class Settings {
  var volume = 5 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(volume)") }
  }
}

let settings = Settings()
withObservationTracking { _ = settings.volume } onChange: {
  print("onChange")
}
settings.volume = 5
settings.volume = 10
print("after the write")
