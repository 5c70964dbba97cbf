//: # Lesson 9 · One-shot tracking versus a loop
//: The same burst of writes, heard by a `withObservationTracking` and by an `Observations` loop;
//: then the usual way to keep a one-shot tracking alive: re-arm it later, from a `Task`.

@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

//: ## withObservationTracking versus Observations
//: The same burst, watched both ways.
let both = Counter()
var oneShot: [String] = []
withObservationTracking {
  _ = both.tracked
} onChange: {
  MainActor.assumeIsolated { oneShot.append("onChange sees \(both.tracked)") }
}
var loopSaw: [Int] = []
let contrast = Task { @MainActor in
  for await value in Observations({ both.tracked }) {
    loopSaw.append(value)
  }
}
try? await Task.sleep(for: .milliseconds(50))
#predict("both.tracked becomes 1, 2, 3 in one burst. What does the one-shot onChange see?", ["0", "1", "3"], answer: 0)
//: The one-shot `onChange` fires at the *first* write of the burst, inside its willSet, and
//: sees the old value; then it is gone. The loop gets one element after the burst, with the
//: final value.
both.tracked = 1
both.tracked = 2
both.tracked = 3
try? await Task.sleep(for: .milliseconds(50))
contrast.cancel()
_ = await contrast.value
#expect(oneShot == ["onChange sees 0"])
#expect(loopSaw == [0, 3])
print("one-shot: \(oneShot); loop: \(loopSaw)")

//: ## Re-arming later, with a Task
//: Lesson 5 re-armed a one-shot by hand after each write. The usual code does it from
//: `onChange` by scheduling the re-render for later, here with a `Task`.
let label = Counter()
var renders: [Int] = []
@MainActor
func renderLabel() {
  let value = withObservationTracking {
    label.tracked
  } onChange: {
    Task { @MainActor in renderLabel() }
  }
  renders.append(value)
}
renderLabel()
#predict("Three writes, then the Task runs. How many renders after the first?", ["one, of 3", "three: 1, 2, 3", "one, of 1"], answer: 0)
//: The render sees the final value, and the writes made before it runs are not observed by
//: anyone: the old tracking is gone and the new one does not exist yet.
label.tracked = 1
label.tracked = 2
label.tracked = 3
try? await Task.sleep(for: .milliseconds(10))
#expect(renders == [0, 3])
print("re-armed renders: \(renders)")

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `onChange` hears the first write of a burst, before it lands; the loop hears the result.
//: * Re-arming from a `Task` sees the final value; writes before it runs are not observed.
