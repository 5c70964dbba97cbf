@Observable final class Weather {
  var temperature = 12 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(temperature)") }
  }
}

let weather = Weather()
withObservationTracking { _ = weather.temperature } onChange: {
  print("onChange")
}
weather.temperature = 12
weather.temperature = 19
print("after the write")
