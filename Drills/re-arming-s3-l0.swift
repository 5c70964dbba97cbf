@Observable final class Weather {
  var temperature = 12
}

let weather = Weather()
@MainActor func render() {
  let value = withObservationTracking {
    weather.temperature
  } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
weather.temperature = 15
weather.temperature = 23
