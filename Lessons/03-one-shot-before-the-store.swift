//: # Lesson 3 · withObservationTracking: once, before the store
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

//: A second write to the same property. Is anyone still listening?
#predict("Does onChange run for counter.tracked = 2?", ["yes, once more", "no: the tracking is gone"], answer: 1)
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
  MainActor.assumeIsolated { order.append("onChange sees \(counter.untracked)") }
}
#predict("Put the three entries of order in the order they are appended", order: ["before the write", "onChange sees 1", "after the write, value 10"])
order.append("before the write")
counter.untracked = 10
order.append("after the write, value \(counter.untracked)")
#expect(order == ["before the write", "onChange sees 1", "after the write, value 10"])

//: ## One tracking, several objects
//: A scope may read properties of several objects. The first change on any of them fires
//: `onChange`, and the cancellation removes the tracking from *all* of them.
let left = Counter()
let right = Counter()
nonisolated(unsafe) var pairLog: [String] = []
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
nonisolated(unsafe) var instanceLog: [String] = []
withObservationTracking {
  _ = right.untracked
} onChange: {
  instanceLog.append("right changed")
}
left.untracked = 5
#expect(instanceLog.isEmpty)
#whynot("T4")

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `onChange` runs inside the write, before the store, and sees the old value.
//: * It runs at most once; then the tracking is cancelled on every object it read.
//: * Tracking is per object: the same property of another instance is another property.
print("change log: \(changeLog.withLock { $0 })")
