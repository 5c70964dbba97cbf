@Observable final class Weather {
  var temperature = 12
  @ObservationIgnored var wind = 5
}

let weather = Weather()
withObservationTracking { _ = weather.wind } onChange: {
  print("wind will change")
}
withObservationTracking { _ = weather.temperature } onChange: {
  print("temperature will change")
}
weather.wind += 4
weather.wind += 4
print("after weather.wind += 4")
weather.wind = 14
print("wind is \(weather.wind)")
