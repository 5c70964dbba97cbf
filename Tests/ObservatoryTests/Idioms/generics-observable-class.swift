// Idiom: a generic @Observable class Box<Value>, observed for two different Value types.
import Observation

@Observable final class Box<Value> {
    var value: Value
    var updates = 0
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) {
        value = newValue
        updates += 1
    }
}

let name = Box("Ada")
let scores = Box([1, 2])

withObservationTracking {
    print("name is \(name.value)")
} onChange: {
    print("name box will change")
}
withObservationTracking {
    print("scores are \(scores.value)")
} onChange: {
    print("scores box will change")
}
name.set("Grace")
scores.value.append(3)
print(name.value, name.updates, scores.value, scores.updates)
print(type(of: name), type(of: scores.value))
