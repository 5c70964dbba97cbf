//: Arm and fire: 100,000 times, a one-shot tracking reads a property and a write fires it.
//: ops: 100000
import Observation

@Observable final class Model {
  var value = 0
}

final class Counter {
  var fired = 0
}

let model = Model()
let counter = Counter()
for _ in 0..<100_000 {
  withObservationTracking {
    _ = model.value
  } onChange: {
    counter.fired += 1
  }
  model.value += 1
}
print(counter.fired)
