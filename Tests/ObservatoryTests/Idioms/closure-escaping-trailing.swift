// Idiom: user-defined functions taking @escaping closures and multiple trailing closures (like withObservationTracking's onChange:).
import Observation

var pending: [() -> Void] = []

func later(_ work: @escaping () -> Void) {
    pending.append(work)
}

func load(_ name: String, success: (String) -> Void, failure: (String) -> Void) {
    if name.isEmpty { failure("empty name") } else { success("loaded \(name)") }
}

func measure<T>(_ label: String, _ body: () -> T) -> T {
    let result = body()
    print("\(label) -> \(result)")
    return result
}

@Observable final class Model { var value = 1 }
let model = Model()

later { print("first deferred job") }
later { model.value *= 10 }
load("cart") { print($0) } failure: { print("error: \($0)") }
load("") { print($0) } failure: { print("error: \($0)") }

let doubled = measure("double") { model.value * 2 }
withObservationTracking {
    _ = model.value
} onChange: {
    print("value will change")
}
print("running \(pending.count) jobs")
pending.forEach { $0() }
print(doubled, model.value)
