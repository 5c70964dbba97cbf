@Observable final class Weather {
  var temperature = 12
  var wind = 5
  var city = "Oslo"
  var hasTemperature: Bool { temperature > 0 }
}

let weather = Weather()
withObservationTracking { _ = weather.hasTemperature } onChange: {
  print("hasTemperature will change")
}
withObservationTracking { _ = weather.city } onChange: {
  print("city will change")
}
weather.wind = 11
weather.city = "Rome"
print("after weather.city = \"Rome\"")
weather.temperature += 2
print(weather.hasTemperature)
