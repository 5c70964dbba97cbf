//: # Lesson 2 · withObservationTracking
//: `withObservationTracking(_:onChange:)` is the primitive under everything else: run a
//: closure, remember what it read, and call `onChange` the first time one of those properties
//: is about to change. This lesson pins down *when* that call happens and *how often*.

//: ## The counter from the Observation article
//: Two stored properties; the scope reads only `tracked`. The change log is a `Mutex`, as in
//: the article, because `onChange` is `@Sendable` and may run on any thread.
@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

let counter = Counter()
let changeLog = Mutex<[String]>([])
withObservationTracking {
  _ = counter.tracked
} onChange: {
  let current = MainActor.assumeIsolated { counter.tracked }
  changeLog.withLock { $0.append("tracked will change; still \(current)") }
}

//: `untracked` was never read inside the scope: writing it fires nothing.
counter.untracked = 1

//: This write fires `onChange` — *inside* the assignment, before the new value is stored.
//: That is why the handler still reads 0 (R4). Right after the handler returns, the tracking
//: is cancelled (R5).
counter.tracked = 1

//: The tracking is gone, so the second write is nobody's business.
counter.tracked = 2
assert(changeLog.withLock { $0 } == ["tracked will change; still 0"])
#expect(counter.tracked == 2)

//: ## Synchronous, not "later"
//: Some guides say `onChange` fires asynchronously after the mutation. The runtime disagrees:
//: the handler runs during the write statement, on the writing thread. The prints below come
//: out in the order the trace shows.
var order: [String] = []
withObservationTracking {
  _ = counter.untracked
} onChange: {
  order.append("onChange sees \(counter.untracked)")
}
order.append("before the write")
counter.untracked = 10
order.append("after the write, value \(counter.untracked)")
#expect(order == ["before the write", "onChange sees 1", "after the write, value 10"])

//: ## One tracking, several objects
//: A scope may read properties of several objects. The first change on any of them fires
//: `onChange`, and the cancellation removes the tracking from *all* of them.
let left = Counter()
let right = Counter()
var pairLog: [String] = []
withObservationTracking {
  _ = left.tracked
  _ = right.tracked
} onChange: {
  pairLog.append("pair changed")
}
left.tracked = 1
right.tracked = 1
#expect(pairLog == ["pair changed"])
#whynot("T3")

//: ## Same property, another instance
//: Tracking is per object. This scope read `right.untracked`; a write to `left.untracked` is a
//: write to a different object's property, and reaches nobody.
var instanceLog: [String] = []
withObservationTracking {
  _ = right.untracked
} onChange: {
  instanceLog.append("right changed")
}
left.untracked = 5
#expect(instanceLog.isEmpty)
#whynot("T4")

//: ## The value returned is apply's value
//: In Swift 6.3 `withObservationTracking` returns whatever the first closure returned — there
//: is no token to keep or cancel. This tracking stays armed until the next section writes
//: `counter.tracked`; watch for it there.
let seen = withObservationTracking {
  counter.tracked * 10
} onChange: {
  print("the tracking from the previous section fires too")
}
#expect(seen == 20)

//: ## Same value, no notification — but `+= 0` notifies
//: The Swift 6.3 setter compares the new value with the old one (for `Equatable` types) and
//: skips willSet and didSet when they are equal (R7). Compound assignment goes through
//: `_modify`, which has no such check (R8): `+= 0` always notifies.
var gateLog: [String] = []
withObservationTracking {
  _ = counter.tracked
} onChange: {
  gateLog.append("fired")
}
counter.tracked = counter.tracked
#expect(gateLog.isEmpty)
#whynot("T6")
counter.tracked += 0
#expect(gateLog == ["fired"])

//: ## onChange is only evaluated when something was read
//: The handler argument is an `@autoclosure`: if apply read nothing observable, the expression
//: that would produce the handler never runs (R2).
var handlersMade = 0
func makeHandler(_ tag: String) -> () -> Void {
  handlersMade += 1
  return { print("handler \(tag) fired") }
}
withObservationTracking({ print("apply reads nothing") }, onChange: makeHandler("empty"))
withObservationTracking({ _ = counter.untracked }, onChange: makeHandler("reads"))
#expect(handlersMade == 1)
counter.untracked = 11

//: ## Writing from inside onChange
//: `onChange` runs before the store, and the tracking is cancelled only after it returns. So
//: a write to a tracked property *inside* the handler calls the handler again, re-entrantly,
//: before anything is stored (R6). Without the `depth < 3` guard this never ends; the
//: playground would stop it at a depth limit, real Swift crashes. The stores happen innermost
//: first, so the outermost write — the one that started it — is stored last and wins.
let loop = Counter()
var depth = 0
withObservationTracking {
  _ = loop.tracked
} onChange: {
  depth += 1
  let mine = depth
  if mine < 3 { loop.tracked = 100 + mine }
}
loop.tracked = 1
#expect(depth == 3)
#expect(loop.tracked == 1)

//: ## The re-arm pattern
//: One-shot means every reader must register again after each change. The tempting way is to
//: re-register right inside `onChange`. But the handler runs before the store, so the new
//: registration reads the *previous* value. (`render` reads a `@MainActor` model, so it is
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
screen.tracked = 1
screen.tracked = 2
#expect(rendered == [0, 0, 1])

//: Every re-render saw the value before the write that triggered it. The fix is to re-arm
//: *after* the write is finished: `onChange` only notes that an update is due, and the update
//: runs later (SwiftUI does this on its next run-loop turn; lesson 3 does it with a `Task`).
let panel = Counter()
var shown: [Int] = []
var needsUpdate = false
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

//: ## What to remember
//: * `onChange` runs inside the write, before the store, and sees the old value.
//: * It runs at most once; then the tracking is cancelled on every object it read.
//: * Equal values assigned with `=` do not notify; `+=` and other in-place changes always do.
//: * Re-arm after the change has landed, not inside `onChange`.
print("change log: \(changeLog.withLock { $0 })")
