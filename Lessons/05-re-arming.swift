//: # Lesson 5 · Writing and re-arming inside onChange
//: `onChange` runs in the middle of a write, before the new value is stored. Two things people
//: do there go wrong because of it: writing a tracked property, and re-registering the tracking.

@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

//: ## Writing from inside onChange
//: `onChange` runs before the store, and the tracking is cancelled only after it returns. So
//: a write to a tracked property *inside* the handler calls the handler again, re-entrantly,
//: before anything is stored (R6). Without the `depth < 3` guard this never ends; the
//: playground would stop it at a depth limit, real Swift crashes.
let loop = Counter()
var depth = 0
withObservationTracking {
  _ = loop.tracked
} onChange: {
  MainActor.assumeIsolated {
    depth += 1
    let mine = depth
    if mine < 3 { loop.tracked = 100 + mine }
  }
}
#predict("The handler writes 101, then 102, from inside the write of 1. What is loop.tracked afterwards?", ["1", "101", "102"], answer: 0)
//: The stores happen innermost first, so the outermost write — the one that started it — is
//: stored last and wins.
loop.tracked = 1
#expect(depth == 3)
#expect(loop.tracked == 1)

//: ## The re-arm pattern
//: One-shot means every reader must register again after each change. The tempting way is to
//: re-register right inside `onChange`. (`render` reads a `@MainActor` model, so it is
//: `@MainActor` too; `onChange` is a `@Sendable` closure, and `MainActor.assumeIsolated` states
//: that it runs on the main actor — true here, because every write happens there.)
let screen = Counter()
var rendered: [Int] = []
@MainActor
func render() {
  let value = withObservationTracking {
    screen.tracked
  } onChange: {
    MainActor.assumeIsolated { render() }
  }
  rendered.append(value)
}
render()
#predict("render() re-arms from inside onChange. Which value does it append for screen.tracked = 1?", ["1", "0"], answer: 1)
//: The handler runs before the store, so the new registration reads the *previous* value.
screen.tracked = 1
screen.tracked = 2
#expect(rendered == [0, 0, 1])

//: Every re-render saw the value before the write that triggered it. The fix is to re-arm
//: *after* the write is finished: `onChange` only notes that an update is due, and the update
//: runs later (SwiftUI does this on its next run-loop turn; lesson 9 does it with a `Task`).
let panel = Counter()
var shown: [Int] = []
nonisolated(unsafe) var needsUpdate = false
@MainActor
func update() {
  needsUpdate = false
  let value = withObservationTracking {
    panel.tracked
  } onChange: {
    needsUpdate = true
  }
  shown.append(value)
}
update()
panel.tracked = 1
if needsUpdate { update() }
panel.tracked = 2
if needsUpdate { update() }
#expect(shown == [0, 1, 2])

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * A write inside `onChange` to a tracked property calls `onChange` again, before any store.
//: * Re-arming inside `onChange` reads the old value: re-arm after the change has landed.
print("rendered: \(rendered), shown: \(shown)")
