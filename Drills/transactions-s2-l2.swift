@Observable final class Thermostat {
  var target = 20
  var current = 18
}

let thermostat = Thermostat()
let values = Observations { thermostat.target + thermostat.current }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
thermostat.target = 22
thermostat.target = 26
try await Task.sleep(for: .milliseconds(10))
thermostat.current = 24
try await Task.sleep(for: .milliseconds(10))
