//: # Lesson 6 · Observations: values per transaction
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

//: The sleep ends the transaction, and the loop finally gets to evaluate.
#predict("What does the loop receive?", ["10, then 20, then 30", "30, once", "nothing"], answer: 1)
try? await Task.sleep(for: .milliseconds(50))

//: A different combination with the same total.
totals.tracked = 25
totals.untracked = 5
#predict("The total is 30 again. Does the loop receive a second 30?", ["yes", "no: an equal value is skipped"], answer: 0)
//: There is no de-duplication: 30 again.
try? await Task.sleep(for: .milliseconds(50))
totals.untracked = 6
let totalsSeen = await observedTotals.value
assert(totalsSeen == [3, 30, 30, 31])
print("totals seen: \(totalsSeen)")

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * The first element is the value when the loop starts, not when `Observations` was made.
//: * Writes without a suspension between them are one transaction and one element.
//: * There is no de-duplication: an equal total is delivered again.
