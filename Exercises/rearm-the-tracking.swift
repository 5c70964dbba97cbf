//: # Exercise E1 · Re-arm the tracking
//: `render()` shows the counter's value and should show it again after *every* change. Now it
//: hears only the first change: `withObservationTracking` is one-shot (lesson 3).
//:
//: TODO: make `render()` keep observing, so that `shown` ends as `[0, 1, 2]`. It must show the
//: value after each write, not the value before it.
//: hint: `onChange` is where you learn about a change: arrange for `render()` to run again from there.
//: hint: Calling `render()` directly inside `onChange` runs before the new value is stored (lesson 5): it would show the old value.
//: hint: Schedule it for later instead: `onChange: { Task { @MainActor in render() } }`.

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
