//: # Lesson 8 · Slow loops and changing dependencies
//: An `Observations` loop is not a queue of every change: it evaluates its closure when it is
//: ready, and each evaluation decides afresh what to track.

@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

//: ## A slow consumer skips transactions
//: The loop body sleeps 200 ms per element while four transactions happen 40 ms apart.
let busy = Counter()
var slowSeen: [Int] = []
let slow = Task { @MainActor in
  for await value in Observations({ busy.tracked * 10 + busy.untracked }) {
    slowSeen.append(value)
    try? await Task.sleep(for: .milliseconds(200))
  }
}
try? await Task.sleep(for: .milliseconds(20))
#predict("Four transactions make 11, 22, 33, 44 while the body sleeps. What does the loop see?", ["0, 11, 22, 33, 44", "0, 11, 44", "0, 44"], answer: 2)
//: Only the first transaction fires the loop's one-shot tracking; when the body finishes,
//: `next()` evaluates once and delivers the latest state (R19).
for i in 1...4 {
  busy.tracked = i
  busy.untracked = i
  try? await Task.sleep(for: .milliseconds(40))
}
try? await Task.sleep(for: .milliseconds(400))
slow.cancel()
_ = await slow.value
#expect(slowSeen == [0, 44])
print("slow consumer: \(slowSeen)")

//: ## Dependencies are re-read on every evaluation
//: Each evaluation installs a fresh tracking over what *that* evaluation read (R17). While
//: `flag` is false the closure reads `a`; afterwards it reads `b`, and `a` stops mattering.
@Observable final class Switch {
  var flag = false
  var a = 100
  var b = 200
}
let sw = Switch()
var dynamicSeen: [Int] = []
let dynamic = Task { @MainActor in
  for await value in Observations({ sw.flag ? sw.b : sw.a }) {
    dynamicSeen.append(value)
  }
}
try? await Task.sleep(for: .milliseconds(50))
#predict("flag is false, so the loop read sw.a. Does sw.b = 201 give it an element?", ["yes", "no"], answer: 1)
sw.b = 201
try? await Task.sleep(for: .milliseconds(50))
sw.a = 101
try? await Task.sleep(for: .milliseconds(50))
sw.flag = true
try? await Task.sleep(for: .milliseconds(50))
sw.a = 102
try? await Task.sleep(for: .milliseconds(50))
sw.b = 202
try? await Task.sleep(for: .milliseconds(50))
dynamic.cancel()
_ = await dynamic.value
#expect(dynamicSeen == [100, 101, 201, 202])
print("dynamic dependencies: \(dynamicSeen)")

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * A slow loop sees the latest state, not every state.
//: * Each evaluation tracks what *that* evaluation read.
