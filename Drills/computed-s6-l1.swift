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
weather.city = "Rome"
weather.city = "Rome"
print("after weather.city = \"Rome\"")
weather.wind = 6
print(weather.summary)
