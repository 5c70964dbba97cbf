// Idiom: inout parameters with `&` — bump(&model.count) on an @Observable property, inside and outside a tracking scope.
import Observation

@Observable final class Model {
    var count = 0
    var other = 0
}

func bump(_ value: inout Int, by step: Int = 1) {
    value += step
}

let model = Model()
withObservationTracking {
    bump(&model.other)
    print("inside the scope: other = \(model.other)")
} onChange: {
    print("onChange fired (count was \(model.count), other was \(model.other))")
}
print("after the scope: other = \(model.other)")
bump(&model.count)
print("count = \(model.count)")
bump(&model.other)
print("other = \(model.other)")

withObservationTracking {
    _ = model.count
} onChange: {
    print("count tracking fired")
}
bump(&model.count, by: 0)
print("count = \(model.count) after bump by 0")

var local = 10
bump(&local, by: 5)
print(local)
