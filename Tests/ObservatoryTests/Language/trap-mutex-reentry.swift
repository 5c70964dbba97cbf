import Synchronization
// A counter guarded by a Mutex whose helper locks it again.
final class Counter: Sendable {
  private let state = Mutex([String: Int]())
  func bump(_ key: String) {
    state.withLock { $0[key, default: 0] += 1 }
  }
  func bumpAll(_ keys: [String]) {
    state.withLock { counts in
      for k in keys { counts[k, default: 0] += 1 }
      print("bumped \(keys.count) keys, total \(counts.values.reduce(0, +))")
      if counts.count > 1 { bump("overflow") }
    }
  }
  var snapshot: [String: Int] { state.withLock { $0 } }
}
let c = Counter()
c.bump("a")
c.bumpAll(["a"])
print(c.snapshot)
c.bumpAll(["b", "c"])
print("not reached")
