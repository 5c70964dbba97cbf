// Idiom: enums with String and Int raw values — implicit raw values, rawValue, init?(rawValue:), stored in an @Observable model.
import Observation

enum Theme: String {
    case system
    case light
    case dark = "night"
}

enum Priority: Int {
    case low = 1, medium, high
}

enum Planet: Int {
    case mercury, venus, earth
}

@Observable final class Preferences {
    var theme: Theme = .system
}

print(Theme.light.rawValue, Theme.dark.rawValue, Priority.high.rawValue, Planet.earth.rawValue)
print(Theme(rawValue: "night") as Any, Theme(rawValue: "dark") as Any)
print(Priority(rawValue: 2) ?? .low, Planet(rawValue: 7) == nil)

let prefs = Preferences()
withObservationTracking {
    print("theme: \(prefs.theme.rawValue)")
} onChange: {
    print("theme will change from \(prefs.theme)")
}
if let saved = Theme(rawValue: "night") {
    prefs.theme = saved
}
print(prefs.theme, "\(prefs.theme)", String(describing: prefs.theme))
let stored = ["light", "bogus", "system"].compactMap { Theme(rawValue: $0) }
print(stored)
