//: # Lesson 7 · Observations: same values, `+= 0`, writes in the loop
//: Lesson 6 showed one element per transaction. Which writes open a transaction at all, and
//: what happens when the loop itself writes? A small harness runs each variation.

@MainActor
@Observable
final class Counter {
  var tracked = 0
  var untracked = 0
}

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
//: Two bursts: `untracked = 1` while it is already 1, then `tracked = 5`.
#predict("What does the loop see?", ["3, 3, 6", "3, 6", "3, 4, 6"], answer: 1)
//: The 6.3 setter compares before notifying (R7): `untracked = 1` when it is already 1 sends
//: no willSet, so no transaction opens.
let sameValue = await watch([{ $0.untracked = 1 }, { $0.tracked = 5 }])
#expect(sameValue == [3, 6])
print("same value: \(sameValue)")

//: ## `+= 0`: a duplicate element
#predict("One burst: untracked += 0. What does the loop see?", ["3", "3, 3"], answer: 1)
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

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * An equal value assigned with `=` opens no transaction: no element.
//: * `+= 0` notifies: an element with the same value.
//: * A write in the loop body is not lost: the next `next()` evaluates at once.
