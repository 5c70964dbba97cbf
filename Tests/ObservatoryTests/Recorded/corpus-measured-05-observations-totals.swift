// Seed: measured article — Observations totals: [3, 30, 30, 31], exactly as written.
import Observation

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
try? await Task.sleep(for: .milliseconds(50))
totals.tracked = 10                               // three assignments with no suspension...
totals.untracked = 10
totals.tracked = 20                               // ...delivered as one value, 30
try? await Task.sleep(for: .milliseconds(50))
totals.tracked = 25                               // a different combination with the same total
totals.untracked = 5
try? await Task.sleep(for: .milliseconds(50))
totals.untracked = 6
let totalsSeen = await observedTotals.value
assert(totalsSeen == [3, 30, 30, 31])
print(totalsSeen)
