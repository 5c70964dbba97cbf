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
settings.brightness = 8
print("after settings.brightness = 8")
settings.brightness = 15
settings.brightness += 4
print("brightness is \(settings.brightness)")
