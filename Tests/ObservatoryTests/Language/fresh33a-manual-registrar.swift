import Observation

final class BatteryMonitor: Observable {
    private let registrar = ObservationRegistrar()

    private var _level = 80
    var level: Int {
        get {
            registrar.access(self, keyPath: \.level)
            return _level
        }
        set {
            let clamped = min(100, max(0, newValue))
            registrar.withMutation(of: self, keyPath: \.level) {
                _level = clamped
            }
        }
    }

    private var _charging = false
    var charging: Bool {
        get {
            registrar.access(self, keyPath: \.charging)
            return _charging
        }
        set {
            guard newValue != _charging else { return }
            registrar.withMutation(of: self, keyPath: \.charging) { _charging = newValue }
        }
    }

    var state: String {
        switch (level, charging) {
        case (100, true): return "full"
        case (_, true): return "charging \(level)%"
        case (0..<20, false): return "low \(level)%"
        default: return "\(level)%"
        }
    }
}

let battery = BatteryMonitor()
var alerts: [String] = []

func watchState() {
    withObservationTracking {
        print("state:", battery.state)
    } onChange: {
        alerts.append("level was \(battery.level), charging \(battery.charging)")
        Task { @MainActor in watchState() }
    }
}

watchState()
for drain in [30, 20, 15] {
    battery.level -= drain
    await Task.yield()
}
battery.charging = true
await Task.yield()
battery.charging = true
await Task.yield()
battery.level = 250
await Task.yield()
battery.level = 100
await Task.yield()
print(alerts.count, "alerts")
for a in alerts { print(" -", a) }
