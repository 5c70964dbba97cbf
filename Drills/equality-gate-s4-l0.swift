@Observable final class Thermostat {
  var target = 20
  var mode = "heat"
}

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target will change")
}
thermostat.target = 20
print("wrote thermostat.target = 20")
thermostat.target = 20
print("wrote thermostat.target = 20")
