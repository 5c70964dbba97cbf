@Observable final class Settings {
  var volume = 5
  var theme = "dark"
}

let settings = Settings()
withObservationTracking {
  _ = settings.volume
} onChange: {
  print("volume will change")
}
settings.volume = 5
print("wrote settings.volume = 5")
settings.volume = settings.volume
print("wrote settings.volume = settings.volume")
settings.volume = 9
print("wrote settings.volume = 9")
