// Port of observation-semantics/probes/p03_nested_tracking.swift (R3).
// Changes from the real probe: the `NSLock` in `Log` (and its lock()/unlock() calls) is removed;
// lessons run on one simulated main actor, so there is nothing to lock. The fired callbacks are
// still printed sorted, as in the probe (their relative order is unspecified, R13). The .out file
// is the real output byte for byte.
// Q1: nested withObservationTracking: the inner scope's accesses are merged into the outer scope.
// When both inner and outer observe the same property, their relative firing order is NOT stable
// across processes (see p14), so this probe prints the fired callbacks sorted.
import Observation
import Foundation

@Observable final class M { var a = 0; var b = 0 }
final class Log: @unchecked Sendable {
  private var items: [String] = []
  func add(_ s: String) { items.append(s) }
  func flush(_ title: String) { print("\(title): fired(sorted)=\(items.sorted())"); items = [] }
}
let log = Log()

do {
  let m = M()
  withObservationTracking {
    _ = m.a
    withObservationTracking { _ = m.b } onChange: { log.add("inner") }
  } onChange: { log.add("outer") }
  m.b = 1
  log.flush("case1 mutate b (read only by inner)")
  m.a = 1
  log.flush("case1 then mutate a (outer already fired+cancelled)")
}
do {
  let m = M()
  withObservationTracking {
    _ = m.a
    withObservationTracking { _ = m.b } onChange: { log.add("inner") }
  } onChange: { log.add("outer") }
  m.a = 1
  log.flush("case2 mutate a (read only by outer)")
  m.b = 1
  log.flush("case2 then mutate b (inner still armed, outer cancelled)")
}
do {
  let m = M()
  withObservationTracking {
    withObservationTracking { _ = m.b } onChange: { log.add("inner") }
  } onChange: { log.add("outer") }
  m.b = 1
  log.flush("case3 outer reads nothing itself; mutate b")
}
print("end")
