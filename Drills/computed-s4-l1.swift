@Observable final class Weather {
  var temperature = 12
  var wind = 5
  var city = "Oslo"
  var summary: String { "\(temperature) and \(wind)" }
}

let weather = Weather()
withObservationTracking { _ = weather.summary } onChange: {
  print("summary will change")
}
weather.wind += 4
weather.wind = 12
print("after weather.wind = 12")
weather.temperature = 16
print(weather.summary)
