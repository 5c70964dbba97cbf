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
other.brightness = 11
other.volume = 12
print("after other.volume = 12")
other.brightness = 15
print("volume is \(settings.volume)")
