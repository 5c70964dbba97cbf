@Observable final class Weather {
  var temperature = 12
  var wind = 5
}

let weather = Weather()
withObservationTracking {
  _ = weather.temperature
} onChange: {
  print("temperature will change")
}
weather.wind = 14
print("after weather.wind = 14")
weather.temperature = 16
print("temperature is \(weather.temperature)")
