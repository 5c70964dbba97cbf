//: Fan-out: 10,000 one-shot trackings of one property, fired by one write; 10 rounds.
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
for _ in 0..<10 {
  for _ in 0..<10_000 {
    withObservationTracking {
      _ = model.value
    } onChange: {
      counter.fired += 1
    }
  }
  model.value += 1
}
print(counter.fired)
