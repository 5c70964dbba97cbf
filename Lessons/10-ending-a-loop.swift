//: # Lesson 10 · How an Observations loop ends
//: A `for await` over `Observations` runs until its task is cancelled, or until the sequence
//: finishes — which only `Observations.untilFinished` can do. A loop with nothing to track
//: waits forever.

@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

//: ## untilFinished
//: `Observations.untilFinished` lets the closure end the sequence: it returns `.next(value)`
//: to deliver or `.finish` to stop, and the loop ends on its own.
let gauge = Counter()
var gaugeSeen: [Int] = []
let finishing = Task { @MainActor in
  let readings = Observations<Int, Never>.untilFinished {
    gauge.tracked >= 2 ? .finish : .next(gauge.tracked)
  }
  for await reading in readings {
    gaugeSeen.append(reading)
  }
  print("the untilFinished loop ended by itself")
}
try? await Task.sleep(for: .milliseconds(50))
gauge.tracked = 1
try? await Task.sleep(for: .milliseconds(50))
#predict("gauge.tracked = 2 makes the closure return .finish. What does the loop receive?", ["2, then it ends", "nothing more: it ends", "nothing: it keeps waiting"], answer: 1)
gauge.tracked = 2
_ = await finishing.value
#expect(gaugeSeen == [0, 1])
print("untilFinished: \(gaugeSeen)")

//: ## A loop that reads nothing observable
//: The closure below reads a plain variable, not a property of an `@Observable` object.
var plainCount = 7
var plainSeen: [Int] = []
let parked = Task { @MainActor in
  for await value in Observations({ plainCount }) {
    plainSeen.append(value)
  }
}
try? await Task.sleep(for: .milliseconds(10))
#predict("The loop received 7. Does plainCount = 8 give it another element?", ["yes: 8", "no"], answer: 1)
//: Its first element arrived, and then it waits for a change that no willSet can ever announce
//: (R25): only cancelling its task ends the wait.
plainCount = 8
try? await Task.sleep(for: .milliseconds(10))
#whynot("loop #2")
parked.cancel()
_ = await parked.value
#expect(plainSeen == [7])

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `untilFinished` ends the loop when the closure returns `.finish`.
//: * A closure that reads nothing observable delivers one element and then waits forever:
//:   only cancelling its task ends it.
