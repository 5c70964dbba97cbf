//: Re-arm in onChange: one tracking that installs the next one from its onChange (R5), then
//: 100,000 writes, each firing the tracking the write before installed.
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
func observe() {
  withObservationTracking {
    _ = model.value
  } onChange: {
    counter.fired += 1
    observe()
  }
}
observe()
for i in 0..<100_000 {
  model.value = i + 1
}
print(counter.fired)
