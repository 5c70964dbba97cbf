@Observable final class Weather {
  var temperature = 12
  deinit { print("Weather deinit") }
}

var weather: Weather? = Weather()
withObservationTracking {
  _ = weather?.temperature
} onChange: {
  print("temperature will change")
}
weather = Weather()
weather?.temperature = 15
weather = nil
print(weather == nil ? "weather is gone" : "weather is here")
