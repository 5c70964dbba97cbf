@Observable final class Weather {
  var temperature = 12 {
    willSet { print("willSet") }
    didSet { print("didSet") }
  }
}

let weather = Weather()
withObservationTracking { _ = weather.temperature } onChange: {
  print("onChange")
}
weather.temperature += 1
print("after the write")
