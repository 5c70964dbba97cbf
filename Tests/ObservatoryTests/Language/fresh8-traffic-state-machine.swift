import Observation

enum Light: String, CustomStringConvertible {
    case red, green, yellow, flashing
    var description: String { rawValue.uppercased() }
}

enum Input {
    case timer
    case pedestrianButton
    case fault(code: Int)
    case repaired
}

struct Transition: CustomStringConvertible {
    let from: Light
    let to: Light
    let reason: String
    var description: String { "\(from) -> \(to) (\(reason))" }
}

@Observable
final class Intersection {
    private(set) var light: Light = .red
    private(set) var secondsLeft = 5
    private(set) var waitingPedestrians = 0
    @ObservationIgnored private(set) var transitions: [Transition] = []

    func send(_ input: Input) {
        let old = light
        switch (light, input) {
        case (.flashing, .repaired):
            move(to: .red, seconds: 5, "repaired")
        case (.flashing, _):
            return
        case (_, .fault(let code)) where code >= 500:
            move(to: .flashing, seconds: 0, "fault \(code)")
        case (_, .fault):
            return
        case (.green, .pedestrianButton):
            waitingPedestrians += 1
            if secondsLeft > 3 { secondsLeft = 3 }
        case (_, .pedestrianButton):
            waitingPedestrians += 1
        case (.red, .timer):
            if waitingPedestrians > 0 { print("  \(waitingPedestrians) pedestrians cross") }
            waitingPedestrians = 0
            move(to: .green, seconds: 8, "timer")
        case (.green, .timer): move(to: .yellow, seconds: 2, "timer")
        case (.yellow, .timer): move(to: .red, seconds: 5, "timer")
        case (_, .timer), (_, .repaired): break
        }
        if old != light { print("  now \(light)") }
    }

    private func move(to next: Light, seconds: Int, _ reason: String) {
        transitions.append(Transition(from: light, to: next, reason: reason))
        light = next
        secondsLeft = seconds
    }
}

let crossing = Intersection()

func watchLight() {
    withObservationTracking {
        print("sign shows \(crossing.light), \(crossing.secondsLeft)s")
    } onChange: {
        print("sign will update")
    }
}

let script: [Input] = [.timer, .pedestrianButton, .pedestrianButton, .timer, .timer, .fault(code: 404),
                       .fault(code: 503), .timer, .pedestrianButton, .repaired, .timer]
for (step, input) in script.enumerated() {
    print("step \(step):", input)
    watchLight()
    crossing.send(input)
}
print(crossing.transitions.map(\.description).joined(separator: "\n"))
print(crossing.transitions.filter { $0.to == .red }.count, crossing.waitingPedestrians)
