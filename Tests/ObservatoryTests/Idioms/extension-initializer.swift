// Idiom: an init declared in an extension keeps the struct's memberwise init; an extension init on an @Observable class is a convenience init.
import Observation

struct Temperature {
    var celsius: Double
}

extension Temperature {
    init(fahrenheit: Double) {
        celsius = (fahrenheit - 32) * 5 / 9
    }
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

@Observable final class Thermostat {
    var target: Temperature
    init(target: Temperature) { self.target = target }
}

extension Thermostat {
    convenience init(celsius: Double) {
        self.init(target: Temperature(celsius: celsius))
    }
}

let a = Temperature(celsius: 100)
let b = Temperature(fahrenheit: 212)
print(a.celsius, b.celsius, a.fahrenheit)

let thermostat = Thermostat(celsius: 20)
withObservationTracking {
    print("target \(thermostat.target.celsius)°C")
} onChange: {
    print("target will change")
}
thermostat.target.celsius += 1.5
print(thermostat.target.celsius, thermostat.target.fahrenheit)
print(Temperature(fahrenheit: 50))
