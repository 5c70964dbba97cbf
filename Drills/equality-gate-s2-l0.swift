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
weather.temperature = 13
print("wrote weather.temperature = 13")
weather.temperature = 12
print("wrote weather.temperature = 12")
