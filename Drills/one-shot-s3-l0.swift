@Observable final class Settings {
  var volume = 5
  var brightness = 7
}

let settings = Settings()
withObservationTracking {
  _ = settings.volume
} onChange: {
  print("volume will change")
}
settings.brightness = 11
settings.brightness = 15
print("after settings.brightness = 15")
settings.brightness = 21
print("volume is \(settings.volume)")
