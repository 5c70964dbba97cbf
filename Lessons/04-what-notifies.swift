//: # Lesson 4 · What notifies, and what does not
//: A tracking fires on a *notifying* write of a property it read. Not every assignment
//: notifies, and not every `withObservationTracking` installs anything. Three small rules from
//: the Swift 6.3 runtime, each checked here.

//: ## A counter at 2
@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

let counter = Counter()
counter.tracked = 2

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
//: Two writes that leave `counter.tracked` as it is: assigning it its own value, and adding 0.
nonisolated(unsafe) var gateLog: [String] = []
withObservationTracking {
  _ = counter.tracked
} onChange: {
  gateLog.append("fired")
}
#predict("Does counter.tracked = counter.tracked fire the tracking?", ["yes: it is a write", "no: the value is the same"], answer: 1)
//: The Swift 6.3 setter compares the new value with the old one (for `Equatable` types) and
//: skips willSet and didSet when they are equal (R7).
counter.tracked = counter.tracked
#expect(gateLog.isEmpty)
#whynot("T2")
#predict("And counter.tracked += 0?", ["yes", "no: the value is the same"], answer: 0)
//: Compound assignment goes through `_modify`, which has no such check (R8): `+= 0` always
//: notifies.
counter.tracked += 0
#expect(gateLog == ["fired"])

//: ## onChange is only evaluated when something was read
//: The handler argument is an `@autoclosure`: if apply read nothing observable, the expression
//: that would produce the handler never runs (R2).
var handlersMade = 0
func makeHandler(_ tag: String) -> @Sendable () -> Void {
  handlersMade += 1
  return { print("handler \(tag) fired") }
}
withObservationTracking({ print("apply reads nothing") }, onChange: makeHandler("empty"))
withObservationTracking({ _ = counter.untracked }, onChange: makeHandler("reads"))
#expect(handlersMade == 1)
counter.untracked = 11

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `withObservationTracking` returns what its closure returned; there is no token to keep.
//: * Equal values assigned with `=` do not notify; `+=` and other in-place changes always do.
//: * A scope that read nothing installs nothing, and its `onChange` is never even made.
print("gate log: \(gateLog)")
