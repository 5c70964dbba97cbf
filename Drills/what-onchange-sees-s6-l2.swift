@Observable final class Thermostat {
  var target = 20
  var current = 18
}

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
} onChange: {
  MainActor.assumeIsolated {
    print("onChange sees \(thermostat.target)")
  }
}
thermostat.target = 27
thermostat.target = 34
print("target is \(thermostat.target)")
