// expect-error: re-entered
// expect-kind: runtime
import Observation

@Observable final class Counter {
  var value = 0
}

let counter = Counter()
func watch() {
  withObservationTracking {
    _ = counter.value
  } onChange: {
    counter.value += 1
    watch()
  }
}
watch()
counter.value = 1
