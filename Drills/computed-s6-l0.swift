@Observable final class Thermostat {
  var target = 20
  var current = 18
  var mode = "heat"
  var summary: String { "\(target) and \(current)" }
}

let thermostat = Thermostat()
withObservationTracking { _ = thermostat.summary } onChange: {
  print("summary will change")
}
thermostat.current = 27
print("after thermostat.current = 27")
thermostat.mode = "cool"
print(thermostat.summary)
