// Port of observation-semantics/probes/p10_observations_core.swift (R15, R16, R17).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored: every lesson
// task runs on the one simulated main actor). The .out file is the real output byte for byte.
// Q4: initial emission, coalescing, no de-duplication, dynamic dependencies. All @MainActor.
import Observation

@Observable final class M { var a = 5; var b = 100; var flag = false }

@MainActor func collect(_ label: String, _ m: M, _ obs: Observations<Int, Never>,
                        _ steps: [(String, (M) -> Void)]) async {
  let loop = Task { @MainActor in
    for await v in obs { print("    [\(label)] emitted \(v)") }
  }
  try? await Task.sleep(for: .milliseconds(30))
  for (d, s) in steps {
    print("  step: \(d)")
    s(m)
    try? await Task.sleep(for: .milliseconds(30))
  }
  loop.cancel(); _ = await loop.value
}

print("[initial value + coalescing of a synchronous burst]")
do {
  let m = M()
  await collect("burst", m, Observations { m.a }, [
    ("a=1; a=2; a=3 (no suspension in between)", { $0.a = 1; $0.a = 2; $0.a = 3 }),
    ("a=4", { $0.a = 4 }),
  ])
}
print("[no de-duplication: value changes and comes back within one transaction]")
do {
  let m = M()
  await collect("dedup", m, Observations { m.a }, [
    ("a=7; a=5 (ends equal to last emitted 5)", { $0.a = 7; $0.a = 5 }),
    ("a=5 (same value assignment: no willSet at all)", { $0.a = 5 }),
  ])
}
print("[dynamic dependencies: flag ? a : b]")
do {
  let m = M()
  await collect("dyn", m, Observations { m.flag ? m.a : m.b }, [
    ("a=1 (a not read yet)", { $0.a = 1 }),
    ("b=101 (b is read)", { $0.b = 101 }),
    ("flag=true", { $0.flag = true }),
    ("b=102 (b no longer read)", { $0.b = 102 }),
    ("a=2 (a now read)", { $0.a = 2 }),
  ])
}
