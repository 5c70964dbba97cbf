//: # A lesson's own `pause()` is the one its code calls
//: The lesson declares `func pause() async` and awaits it between writes. `observatory verify` once
//: built it beside a prelude that imported the whole C library, where Swift called C's `pause()`
//: (which waits for a signal) instead, so the real run never ended. The prelude now imports by
//: name only what it uses.
import Observation

@Observable
final class Counter { var n = 0 }

let c = Counter()
let values = Observations { c.n }
let watcher = Task {
  for await v in values {
    print("n:", v)
    if v == 2 { break }
  }
}
func pause() async { try? await Task.sleep(for: .milliseconds(30)) }
await pause()
c.n = 1
await pause()
c.n = 2
await watcher.value
print("done")
