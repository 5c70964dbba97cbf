@Observable final class Weather {
  var temperature = 12
  var wind = 5
}

let weather = Weather()
withObservationTracking {
  _ = weather.temperature
} onChange: {
  MainActor.assumeIsolated {
    print("onChange sees \(weather.temperature)")
  }
}
weather.temperature = 21
weather.temperature += 3
print("temperature is \(weather.temperature)")
