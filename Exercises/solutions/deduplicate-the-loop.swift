//: # Exercise E2 · Make the loop deduplicate
//: `Observations` delivers a value for every transaction, even when the value is the same as the
//: last one (lesson 7). This loop records the totals it sees; the writes below produce the total
//: 30 twice in a row.
//:
//: TODO: change the loop so that `seen` never gets the same total twice in a row.
//: hint: Keep the last value the loop recorded in a variable outside the `for await`.
//: hint: `var last: Int? = nil`, then in the loop: `if total == last { continue }`, and `last = total` before appending.

@MainActor
@Observable
final class Totals {
  var tracked = 2
  var untracked = 1
}

let totals = Totals()
var seen: [Int] = []
let loop = Task { @MainActor in
  var last: Int? = nil
  for await total in Observations({ totals.tracked + totals.untracked }) {
    if total == last { continue }
    last = total
    seen.append(total)
  }
}
try? await Task.sleep(for: .milliseconds(50))
totals.tracked = 20
totals.untracked = 10
try? await Task.sleep(for: .milliseconds(50))
totals.tracked = 25
totals.untracked = 5
try? await Task.sleep(for: .milliseconds(50))
totals.untracked = 6
try? await Task.sleep(for: .milliseconds(50))
loop.cancel()

//: ## The check
#expect(seen == [3, 30, 31])
