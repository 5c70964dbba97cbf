//: # Exercise E4 · One element per write
//: A progress bar listens to a download with an `Observations` loop. The download reports 1, 2
//: and 3 parts done, but the bar only ever sees the last one (lesson 6).
//:
//: TODO: change the *download's* code (not the loop) so that the bar sees every part: `seen`
//: must end as `[0, 1, 2, 3]`.
//: hint(when: seen == [0, 3]): The loop saw only the last value: the three writes happened while the writer kept the main actor, so they were one transaction.
//: hint(when: seen.count > 4): The loop saw more values than there were writes: look for a write that does not change anything.
//: hint: A transaction ends when the writer suspends: the loop can only evaluate while the writer waits.

@MainActor
@Observable
final class Download {
  var partsDone = 0
}

let download = Download()
var seen: [Int] = []
let bar = Task { @MainActor in
  for await parts in Observations({ download.partsDone }) {
    seen.append(parts)
  }
}
try? await Task.sleep(for: .milliseconds(10))

//: ## The download
download.partsDone = 1
try? await Task.sleep(for: .milliseconds(10))
download.partsDone = 2
try? await Task.sleep(for: .milliseconds(10))
download.partsDone = 3
try? await Task.sleep(for: .milliseconds(10))
bar.cancel()

//: ## The check
#expect(seen == [0, 1, 2, 3])
