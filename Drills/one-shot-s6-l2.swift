@Observable final class Settings {
  var volume = 5
  var brightness = 7
}

let settings = Settings()
let other = Settings()
withObservationTracking {
  _ = settings.volume
  _ = other.brightness
} onChange: {
  print("onChange runs")
}
settings.volume = 7
print("after settings.volume = 7")
settings.volume = 14
other.volume = 9
print("volume is \(settings.volume)")
