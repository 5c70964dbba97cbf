@Observable final class Thermostat {
  var target = 20 {
    willSet { print("willSet") }
    didSet { print("didSet") }
  }
}

let thermostat = Thermostat()
withObservationTracking { _ = thermostat.target } onChange: {
  print("onChange")
}
thermostat.target += 1
print("after the write")
