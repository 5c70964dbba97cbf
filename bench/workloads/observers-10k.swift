//: One property, 10,000 persistent observers (R10): 20 writes, each running every observer's
//: willSet and didSet.
//: ops: 20
@_spi(SwiftUI) import Observation

@Observable final class Model {
  var value = 0
}

final class Counter {
  var calls = 0
}

let model = Model()
let counter = Counter()
for _ in 0..<10_000 {
  withObservationTracking {
    _ = model.value
  } willSet: { _ in
    counter.calls += 1
  } didSet: { _ in
    counter.calls += 1
  }
}
for i in 0..<20 {
  model.value = i + 1
}
print(counter.calls)
