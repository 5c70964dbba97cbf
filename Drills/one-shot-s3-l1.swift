@Observable final class Thermostat {
  var target = 20
  var current = 18
}

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
  _ = thermostat.current
} onChange: {
  print("onChange runs")
}
thermostat.target += 3
thermostat.current = 27
print("after thermostat.current = 27")
thermostat.target = 25
print("target is \(thermostat.target)")
