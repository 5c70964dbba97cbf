// Assigning a computed property runs only its setter; a compound assignment (`+=`) or a write
// further along runs the getter first, then the setter. A getter that counts or prints shows it.
var gets = 0
var sets = 0

struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { gets += 1; return celsius * 9 / 5 + 32 }
        set { sets += 1; celsius = (newValue - 32) * 5 / 9 }
    }
}

struct Station {
    var name: String
    var reading = Temperature(celsius: 0)
    var label: String {
        get { print("  get label"); return name.uppercased() }
        set { print("  set label to \(newValue)"); name = newValue.lowercased() }
    }
}

final class Log {
    var station = Station(name: "north")
    var history: [Temperature] = [Temperature(celsius: 10)]
}

var t = Temperature(celsius: 100)
t.fahrenheit = 212 + 18
print(t.celsius, gets, sets)
t.fahrenheit += 9
print(t.celsius, gets, sets)
var s = Station(name: "east")
s.label = "West"
print(s.name)
s.label += "!"
print(s.name)
s.reading.fahrenheit = 50
print(s.reading.celsius, gets, sets)
let log = Log()
log.station.reading.fahrenheit = 32
log.history[0].fahrenheit = 68
log.station.label = "South"
print(log.station.name, log.history[0].celsius, gets, sets)
var byCity = ["oslo": Temperature(celsius: 1)]
byCity["oslo"]!.fahrenheit = 14
byCity["oslo"]?.fahrenheit = 23
byCity["rome"]?.fahrenheit = 99
print(byCity["oslo"]!.celsius, gets, sets)

enum Mode {
    case low, high
    var level: Int {
        get { gets += 1; return self == .low ? 1 : 2 }
        set { sets += 1; self = newValue > 1 ? .high : .low }
    }
}
var mode = Mode.low
mode.level = 2
print(mode, gets, sets)
mode.level -= 1
print(mode, gets, sets)
