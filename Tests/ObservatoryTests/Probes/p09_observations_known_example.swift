// Port of observation-semantics/probes/p09_observations_known_example.swift (R16, R7, R8).
// Unchanged from the real probe (imports are accepted and ignored by the playground; `@MainActor`
// is accepted and ignored: every lesson task runs on the one simulated main actor, as every task
// of the probe does). The 50 ms sleeps run on the playground's virtual clock. The .out file is the
// real output byte for byte.
// Q4: the "tracked + untracked" example. Both properties are observed stored properties;
// `untracked` is only "untracked" in the withObservationTracking lesson, where it is not read.
// Closure and loop are both @MainActor.
import Observation

@Observable final class Model {
  var tracked = 2
  var untracked = 1
}

@MainActor func run(label: String, _ bursts: [(String, (Model) -> Void)]) async {
  let m = Model()
  let obs = Observations { m.tracked + m.untracked }
  var seen: [Int] = []
  let loop = Task { @MainActor in
    for await v in obs { seen.append(v); print("  [\(label)] loop got \(v)") }
  }
  try? await Task.sleep(for: .milliseconds(50))
  for (desc, burst) in bursts {
    print("  [\(label)] burst: \(desc)")
    burst(m)                                   // no suspension inside a burst
    try? await Task.sleep(for: .milliseconds(50))
  }
  loop.cancel()
  _ = await loop.value
  print("  [\(label)] seen = \(seen)")
}

print("A: bursts (tracked=10, untracked=10, tracked=20) (tracked=25, untracked=5) (untracked=6)")
await run(label: "A", [
  ("tracked=10; untracked=10; tracked=20", { $0.tracked = 10; $0.untracked = 10; $0.tracked = 20 }),
  ("tracked=25; untracked=5",              { $0.tracked = 25; $0.untracked = 5 }),
  ("untracked=6",                          { $0.untracked = 6 }),
])
print("B: same, but a 4th burst re-assigns untracked=6 (same value: filtered, no element)")
await run(label: "B", [
  ("tracked=10; untracked=10; tracked=20", { $0.tracked = 10; $0.untracked = 10; $0.tracked = 20 }),
  ("tracked=25; untracked=5",              { $0.tracked = 25; $0.untracked = 5 }),
  ("untracked=6",                          { $0.untracked = 6 }),
  ("untracked=6 (same value)",             { $0.untracked = 6 }),
])
print("C: same, but the 4th burst is untracked += 0 (_modify, no equality check: one more element)")
await run(label: "C", [
  ("tracked=10; untracked=10; tracked=20", { $0.tracked = 10; $0.untracked = 10; $0.tracked = 20 }),
  ("tracked=25; untracked=5",              { $0.tracked = 25; $0.untracked = 5 }),
  ("untracked=6",                          { $0.untracked = 6 }),
  ("untracked += 0",                       { $0.untracked += 0 }),
])
