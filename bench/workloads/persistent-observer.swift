//: Persistent observer: one willSet/didSet tracking (R10) of a property, then 100,000 writes,
//: each running its willSet and its didSet.
//: ops: 100000
@_spi(SwiftUI) import Observation

@Observable final class Model {
  var value = 0
}

final class Counter {
  var calls = 0
}

let model = Model()
let counter = Counter()
withObservationTracking {
  _ = model.value
} willSet: { _ in
  counter.calls += 1
} didSet: { _ in
  counter.calls += 1
}
for i in 0..<100_000 {
  model.value = i + 1
}
print(counter.calls)
