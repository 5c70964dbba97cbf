@Observable final class Settings {
  var volume = 5
  deinit { print("Settings deinit") }
}

var settings: Settings? = Settings()
withObservationTracking {
  _ = settings?.volume
} onChange: {
  print("volume will change")
}
settings = nil
print(settings == nil ? "settings is gone" : "settings is here")
