@Observable final class Settings {
  var volume = 5
  @ObservationIgnored var brightness = 7
}

let settings = Settings()
withObservationTracking { _ = settings.brightness } onChange: {
  print("brightness will change")
}
withObservationTracking { _ = settings.volume } onChange: {
  print("volume will change")
}
settings.brightness = 11
print("after settings.brightness = 11")
settings.brightness = 20
settings.volume = 8
print("brightness is \(settings.brightness)")
