@Observable final class Thermostat {
  var target = 20
  @ObservationIgnored var current = 18
}

let thermostat = Thermostat()
withObservationTracking { _ = thermostat.current } onChange: {
  print("current will change")
}
withObservationTracking { _ = thermostat.target } onChange: {
  print("target will change")
}
thermostat.current = 25
print("after thermostat.current = 25")
thermostat.target = 25
thermostat.current = 31
print("current is \(thermostat.current)")
