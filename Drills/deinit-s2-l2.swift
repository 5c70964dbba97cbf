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
settings = Settings()
print("after settings = Settings()")
settings?.volume = 11
settings = nil
print(settings == nil ? "settings is gone" : "settings is here")
