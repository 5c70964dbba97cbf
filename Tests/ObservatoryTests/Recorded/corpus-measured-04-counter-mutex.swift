// Seed: measured article — withObservationTracking fires once, before the change: the Counter with a Mutex change log.
import Observation
import Synchronization

@MainActor
@Observable
final class Counter {
    var tracked = 0
    var untracked = 0
}

let counter = Counter()
let changeLog = Mutex<[String]>([])
withObservationTracking {
    _ = counter.tracked
} onChange: {
    let current = MainActor.assumeIsolated { counter.tracked }
    changeLog.withLock { $0.append("tracked will change; still \(current)") }
}
counter.untracked = 1                             // not read inside the closure: ignored
counter.tracked = 1
counter.tracked = 2                               // already fired: ignored
assert(changeLog.withLock { $0 } == ["tracked will change; still 0"])
print(changeLog.withLock { $0 })
print("tracked \(counter.tracked), untracked \(counter.untracked)")
await Task.yield()
