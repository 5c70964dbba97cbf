@Observable final class Thermostat {
  var target = 20
}

let thermostat = Thermostat()
@MainActor func render() {
  let value = withObservationTracking { thermostat.target } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
thermostat.target = 28
thermostat.target = 28
thermostat.target = 32
