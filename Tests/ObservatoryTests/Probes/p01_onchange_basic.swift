// Port of observation-semantics/probes/p01_onchange_basic.swift (R4, R5).
// Changes from the real probe:
// - `pthread_self()` / `pthread_equal` replaced: lessons run on one simulated main actor, so
//   `onMain()` is a plain function returning true (what the real probe prints for main-thread writes).
// - The "--- background thread mutation ---" section (a Foundation `Thread` writing `m.a`, polled
//   with `usleep`) is left out: the playground has no threads. Its output lines are omitted from
//   the .out file; everything else is the real output byte for byte.
import Observation
import Foundation

@Observable final class M {
  var a = 0
  var b = 0
}

let m = M()
func onMain() -> Bool { true }

let r = withObservationTracking {
  _ = m.a
  _ = m.b
  return "apply-result"
} onChange: {
  // runs inside the registrar's willSet: the store has NOT happened yet
  print("  onChange: a=\(m.a) b=\(m.b) mainThread=\(onMain())")
}
print("withObservationTracking returned \(r)")

print("step1: m.a = 1")
m.a = 1
print("step1 done: a=\(m.a)")
print("step2: m.a = 2 (same tracking, second change)")
m.a = 2
print("step3: m.b = 5 (other tracked property)")
m.b = 5
print("--- two objects in one tracking scope ---")
let x = M(), y = M()
withObservationTracking { _ = x.a; _ = y.b } onChange: { print("  onChange(x/y)") }
print("step4: x.a = 1"); x.a = 1
print("step5: y.b = 1 (registration on the OTHER object was cancelled too)"); y.b = 1
print("end")
