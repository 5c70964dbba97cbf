import Observation

@Observable
final class Thermostat {
    var target = 20
    var current = 18
    var mode: String { current < target ? "heating" : current > target ? "cooling" : "idle" }
}

let t = Thermostat()
let readings = Observations { "\(t.current)/\(t.target) \(t.mode)" }

let watcher = Task {
    var seen = 0
    for await line in readings {
        seen += 1
        print("seen \(seen): \(line)")
        if seen == 4 { break }
    }
    return seen
}

try await Task.sleep(for: .milliseconds(20))
t.current = 19
try await Task.sleep(for: .milliseconds(20))
t.current = 20
t.target = 22
try await Task.sleep(for: .milliseconds(20))
t.target = 22
try await Task.sleep(for: .milliseconds(20))
t.current = 23
try await Task.sleep(for: .milliseconds(20))
t.current = 24
try await Task.sleep(for: .milliseconds(20))
print("watcher saw", await watcher.value)
