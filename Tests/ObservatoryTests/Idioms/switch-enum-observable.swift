// Idiom: an @Observable model holding an enum, switched over inside a tracking scope; an enum with a mutating method.
import Observation

enum TrafficLight {
    case red, yellow, green

    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }

    var canGo: Bool {
        switch self {
        case .green: return true
        case .red, .yellow: return false
        }
    }
}

@Observable final class Crossing {
    var light = TrafficLight.red
}

let crossing = Crossing()
func watch() {
    withObservationTracking {
        switch crossing.light {
        case .red: print("stop")
        case .yellow: print("careful")
        case .green: print("go")
        }
    } onChange: {
        print("light will change from \(crossing.light)")
    }
}
watch()
crossing.light.advance()
watch()
crossing.light.advance()
crossing.light = .yellow
print(crossing.light, crossing.light.canGo)
