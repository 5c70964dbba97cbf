// Port of observation-semantics/probes/p11_observations_transaction_boundary.swift (R18).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored). The probe
// itself covers only the deterministic cases (a non-suspending await, a timed sleep); the racy
// ones (Task.yield(), a hop to another actor) are tallied by p11b, which is not ported: the
// playground always lets the woken loop run first (it documents that choice). The .out file is
// the real output byte for byte.
// Q4: what ends a transaction: the closure's actor (MainActor here) must actually be given up long
// enough for the woken iterator to run. A bare `await` that does not suspend never ends it; a timed
// sleep always does. Very short suspensions (Task.yield, a quick hop to another actor) race with
// the iterator's wake-up: see p11b_yield_race_tally for how often each outcome occurs.
import Observation

@Observable final class M { var a = 0 }
@MainActor func sameActorAsync() async -> Int { 42 }     // never actually suspends

@MainActor func scenario(_ label: String, _ body: @MainActor (M) async -> Void) async {
  let m = M()
  let obs = Observations { m.a }
  let loop = Task { @MainActor in for await v in obs { print("    [\(label)] emitted \(v)") } }
  try? await Task.sleep(for: .milliseconds(30))
  await body(m)
  try? await Task.sleep(for: .milliseconds(30))
  loop.cancel(); _ = await loop.value
}

print("[a=1; await sameActorAsync() (no real suspension); a=2]")
await scenario("noSuspend") { m in m.a = 1; _ = await sameActorAsync(); m.a = 2 }
print("[a=1; try await Task.sleep(10 ms); a=2]")
await scenario("sleep") { m in m.a = 1; try? await Task.sleep(for: .milliseconds(10)); m.a = 2 }
print("[a=1; a=2; a=3; sleep 10 ms; a=4; a=5]")
await scenario("mixed") { m in m.a = 1; m.a = 2; m.a = 3; try? await Task.sleep(for: .milliseconds(10)); m.a = 4; m.a = 5 }
