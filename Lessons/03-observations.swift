//: # Lesson 3 · Observations: values per transaction
//: `Observations` (SE-0475, Swift 6.2) is an async sequence: it evaluates a closure, hands you
//: the value, and evaluates again after something the closure read has changed. The question
//: this lesson answers is *when* a loop sees a value. The answer is about suspension: writes made
//: while the writer keeps the main actor form one transaction and produce one element.
//:
//: Time here is virtual: every sleep below takes no wall-clock time, and every run prints the
//: same thing. Watch the `⏱` lines for time and task switches, and the `↻` lines for the loop.

//: ## The totals example
//: The model from the Observation article, and its experiment exactly as written there: a loop
//: in a `Task` collects totals; the main program makes three bursts of writes, 50 ms apart.
@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

let totals = Counter()
totals.tracked = 2
totals.untracked = 1
let observedTotals = Task { @MainActor () -> [Int] in
  var seen: [Int] = []
  for await total in Observations({ totals.tracked + totals.untracked }) {
    seen.append(total)
    if total == 31 { break }
  }
  return seen
}

//: The loop's task has been created but has not run: main keeps the actor. The sleep is the
//: first suspension; the loop starts, evaluates at once (3), and waits.
try? await Task.sleep(for: .milliseconds(50))

//: Three writes with no suspension between them. The first willSet wakes the loop, but the
//: loop cannot evaluate while main keeps running, so the next two writes join the same
//: transaction.
totals.tracked = 10
totals.untracked = 10
totals.tracked = 20

//: The sleep ends the transaction: now the loop evaluates once and sees 30.
try? await Task.sleep(for: .milliseconds(50))

//: A different combination with the same total. There is no de-duplication: 30 again.
totals.tracked = 25
totals.untracked = 5
try? await Task.sleep(for: .milliseconds(50))
totals.untracked = 6
let totalsSeen = await observedTotals.value
assert(totalsSeen == [3, 30, 30, 31])
print("totals seen: \(totalsSeen)")

//: ## A harness for the variations
//: `watch` runs the same experiment for any list of bursts: start a loop over
//: `tracked + untracked`, run each burst without suspending inside it, sleep 50 ms after each,
//: then cancel the loop and return what it saw.
@MainActor
func watch(_ bursts: [(Counter) -> Void]) async -> [Int] {
  let model = Counter()
  model.tracked = 2
  model.untracked = 1
  var seen: [Int] = []
  let loop = Task { @MainActor in
    for await total in Observations({ model.tracked + model.untracked }) {
      seen.append(total)
    }
  }
  try? await Task.sleep(for: .milliseconds(50))
  for burst in bursts {
    burst(model)
    try? await Task.sleep(for: .milliseconds(50))
  }
  loop.cancel()
  _ = await loop.value
  return seen
}

//: ## Assigning the same value: no element
//: The 6.3 setter compares before notifying (R7): `untracked = 1` when it is already 1 sends
//: no willSet, so no transaction opens.
let sameValue = await watch([{ $0.untracked = 1 }, { $0.tracked = 5 }])
#expect(sameValue == [3, 6])
print("same value: \(sameValue)")

//: ## `+= 0`: a duplicate element
//: Compound assignment goes through `_modify`, which always notifies (R8). The value does not
//: change, and the loop still gets an element.
let plusZero = await watch([{ $0.untracked += 0 }])
#expect(plusZero == [3, 3])
print("+= 0: \(plusZero)")

//: ## A write in the loop body
//: While the loop body runs, nobody is waiting, so the write only sets the sequence's `dirty`
//: flag. The next `next()` sees it and evaluates at once (R19): nothing is lost.
let echo = Counter()
var bodySeen: [Int] = []
for await value in Observations({ echo.tracked }) {
  bodySeen.append(value)
  if value < 3 { echo.tracked = value + 1 } else { break }
}
#expect(bodySeen == [0, 1, 2, 3])
print("loop body writes: \(bodySeen)")

//: ## A slow consumer skips transactions
//: The loop body sleeps 200 ms per element while four transactions happen 40 ms apart. Only the
//: first one fires the loop's one-shot tracking; when the body finishes, `next()` evaluates once
//: and delivers the latest state (R19).
let busy = Counter()
var slowSeen: [Int] = []
let slow = Task { @MainActor in
  for await value in Observations({ busy.tracked * 10 + busy.untracked }) {
    slowSeen.append(value)
    try? await Task.sleep(for: .milliseconds(200))
  }
}
try? await Task.sleep(for: .milliseconds(20))
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
gauge.tracked = 2
_ = await finishing.value
#expect(gaugeSeen == [0, 1])
print("untilFinished: \(gaugeSeen)")

//: ## withObservationTracking versus Observations
//: The same burst, watched both ways. The one-shot `onChange` fires at the *first* write of
//: the burst, inside its willSet, and sees the old value; then it is gone. The loop gets one
//: element after the burst, with the final value.
let both = Counter()
var oneShot: [String] = []
withObservationTracking {
  _ = both.tracked
} onChange: {
  oneShot.append("onChange sees \(both.tracked)")
}
var loopSaw: [Int] = []
let contrast = Task { @MainActor in
  for await value in Observations({ both.tracked }) {
    loopSaw.append(value)
  }
}
try? await Task.sleep(for: .milliseconds(50))
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
//: Lesson 2 re-armed a one-shot by hand after each write. The usual code does it from
//: `onChange` by scheduling the re-render for later, here with a `Task`. The render then sees the
//: final value, and the writes made before it runs are not observed by anyone: the old tracking
//: is gone and the new one does not exist yet.
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
label.tracked = 1
label.tracked = 2
label.tracked = 3
try? await Task.sleep(for: .milliseconds(10))
#expect(renders == [0, 3])
print("re-armed renders: \(renders)")

//: ## A loop that reads nothing observable
//: The closure below reads a plain variable. Its first element arrives, and then it waits for a
//: change that no willSet can ever announce (R25): only cancelling its task ends the wait.
var plainCount = 7
var plainSeen: [Int] = []
let parked = Task { @MainActor in
  for await value in Observations({ plainCount }) {
    plainSeen.append(value)
  }
}
try? await Task.sleep(for: .milliseconds(10))
plainCount = 8
try? await Task.sleep(for: .milliseconds(10))
#whynot("loop #9")
parked.cancel()
_ = await parked.value
#expect(plainSeen == [7])

//: ## What to remember
//: * The first element is the value when the loop starts, not when `Observations` was made.
//: * Writes without a suspension between them are one transaction and one element.
//: * No de-duplication: equal values are delivered again; `+= 0` alone makes an element.
//: * A slow loop sees the latest state, not every state.
