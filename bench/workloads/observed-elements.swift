//: Observed element writes: an observable model's array of structs, 100,000 writes to one
//: element's field through the model (`model.points[i].x = v`), a persistent observer (R10)
//: tracking the array.
//: ops: 100000
@_spi(SwiftUI) import Observation

struct Point {
  var x = 0
  var y = 0
}

@Observable final class Model {
  var points = [Point](repeating: Point(), count: 100)
}

final class Counter {
  var calls = 0
}

let model = Model()
let counter = Counter()
withObservationTracking {
  _ = model.points
} willSet: { _ in
  counter.calls += 1
} didSet: { _ in
  counter.calls += 1
}
for i in 0..<100_000 {
  model.points[i % 100].x = i
}
print(counter.calls, model.points[99].x)
