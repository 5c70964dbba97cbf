// Port of observation-semantics/probes/p13_observations_multi_iterators.swift (R20).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored). Which
// iterator receives each duplicate element is not promised by the real runtime; the probe
// already prints only an order-independent summary (per-iterator duplicates via Set, totals),
// and that summary is what is compared. The .out file is the real output byte for byte.
// Q4: several iterators over ONE Observations value (they share one 'dirty' flag and one
// continuation table), vs. separate Observations values over the same property.
// Which iterator receives the extra (duplicate) element varies from run to run, so a stable
// summary is printed.
import Observation

@Observable final class M { var a = 0 }

@MainActor func run(shared: Bool, iterators n: Int, changes: Int = 3) async {
  let m = M()
  let one = Observations { m.a }
  var log: [(Int, Int)] = []          // (iterator index, value)
  var tasks: [Task<Void, Never>] = []
  for k in 0..<n {
    let obs = shared ? one : Observations { m.a }
    tasks.append(Task { @MainActor in for await v in obs { log.append((k, v)) } })
  }
  try? await Task.sleep(for: .milliseconds(30))
  for i in 1...changes {
    m.a = i
    try? await Task.sleep(for: .milliseconds(30))
  }
  for t in tasks { t.cancel() }
  for t in tasks { _ = await t.value }
  var dups = 0, distinctOK = true
  for k in 0..<n {
    let vs = log.filter { $0.0 == k }.map { $0.1 }
    dups += vs.count - Set(vs).count
    if Array(Set(vs)).sorted() != Array(0...changes) || vs != vs.sorted() { distinctOK = false }
  }
  print("  iterators=\(n) shared=\(shared): every iterator saw 0...\(changes) in order: \(distinctOK); "
        + "total=\(log.count) baseline=\(n * (changes + 1)) duplicates=\(dups)")
}
print("[ONE Observations value, several iterators]")
await run(shared: true, iterators: 2)
await run(shared: true, iterators: 3)
await run(shared: true, iterators: 3, changes: 5)
print("[separate Observations values]")
await run(shared: false, iterators: 2)
await run(shared: false, iterators: 3)
