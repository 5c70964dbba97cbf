// Idiom: designated and convenience initializers, default parameter values, a failable init on an @Observable class.
import Observation

@Observable class Timer {
    var seconds: Int
    var label: String

    init(seconds: Int, label: String = "timer") {
        self.seconds = seconds
        self.label = label
    }

    convenience init(minutes: Int) {
        self.init(seconds: minutes * 60, label: "\(minutes) min")
    }

    convenience init?(text: String) {
        guard let value = Int(text), value > 0 else { return nil }
        self.init(seconds: value)
    }

    func tick() { if seconds > 0 { seconds -= 1 } }
}

let egg = Timer(minutes: 3)
let plain = Timer(seconds: 5)
print(egg.label, egg.seconds, plain.label, plain.seconds)
print(Timer(text: "12")?.seconds as Any, Timer(text: "abc") == nil, Timer(text: "-4") == nil)

withObservationTracking {
    print("showing \(egg.seconds)s")
} onChange: {
    print("egg timer will tick")
}
egg.tick()
egg.tick()
print(egg.seconds)
