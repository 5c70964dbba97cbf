@Observable final class Weather {
  var temperature = 12
  var city = "Oslo"
}

let weather = Weather()
withObservationTracking {
  _ = weather.temperature
} onChange: {
  print("temperature will change")
}
weather.temperature = 12
print("wrote weather.temperature = 12")
weather.temperature = 12
print("wrote weather.temperature = 12")
weather.temperature = weather.temperature
print("wrote weather.temperature = weather.temperature")
