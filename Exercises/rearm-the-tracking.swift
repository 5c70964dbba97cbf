//: # Exercise E3 · Re-arm the tracking
//: `render()` shows the counter's value and should show it again after *every* change. Now it
//: hears only the first change: `withObservationTracking` is one-shot (lesson 3).
//:
//: TODO: make `render()` keep observing, so that `shown` ends as `[0, 1, 2]`. It must show the
//: value after each write, not the value before it.
//: hint(when: shown == [0]): `render()` ran once: nothing runs it again after a change. `onChange` is where you learn about one.
//: hint(when: shown == [0, 0, 1]): Each render shows the value before the write: `render()` runs inside `onChange`, before the new value is stored (lesson 5).
//: hint(when: shown.count > 3): `render()` ran more often than the value changed: is it re-armed twice per change?
//: hint: A render that runs later — once the write has landed — sees the new value.

@MainActor
@Observable
final class Counter {
  var value = 0
}

let counter = Counter()
var shown: [Int] = []

@MainActor
func render() {
  let value = withObservationTracking {
    counter.value
  } onChange: {
    print("the value is about to change")
  }
  shown.append(value)
}

render()
counter.value = 1
try? await Task.sleep(for: .milliseconds(10))
counter.value = 2
try? await Task.sleep(for: .milliseconds(10))

//: ## The check
#expect(shown == [0, 1, 2])
