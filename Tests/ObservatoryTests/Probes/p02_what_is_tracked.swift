// Port of observation-semantics/probes/p02_what_is_tracked.swift (R1, R2).
// Unchanged from the real probe (imports are accepted and ignored by the playground); the .out
// file is the real output byte for byte.
// Q1: empty apply, duplicate reads, computed properties, @ObservationIgnored, non-observable reads.
import Observation

@Observable final class M {
  var first = "A"
  var last = "B"
  var other = 0
  @ObservationIgnored var ignored = 0
  var full: String { first + " " + last }          // computed, not tracked itself
}
final class Plain { var v = 0 }                       // not @Observable

let m = M()
let p = Plain()

print("[empty apply]")
withObservationTracking { let _ = 1 + 1 } onChange: { print("  empty: onChange (unexpected)") }
m.first = "A1"; m.other = 1
print("  (no onChange printed => nothing was registered)")

print("[same property read twice]")
withObservationTracking { _ = m.other; _ = m.other; _ = m.other } onChange: { print("  dup: onChange") }
m.other = 2
m.other = 3
print("[computed property full -> tracks first & last]")
withObservationTracking { _ = m.full } onChange: { print("  computed: onChange (via last)") }
m.last = "B1"
withObservationTracking { _ = m.full } onChange: { print("  computed: onChange (via first)") }
m.first = "A2"
print("[ignored + plain class reads]")
withObservationTracking { _ = m.ignored; _ = p.v } onChange: { print("  ignored: onChange (unexpected)") }
m.ignored = 10; p.v = 10
print("  (no onChange => @ObservationIgnored and non-@Observable reads are invisible)")
print("[ignored + tracked mixed]")
withObservationTracking { _ = m.ignored; _ = m.other } onChange: { print("  mixed: onChange") }
m.ignored = 11
print("  after ignored write")
m.other = 4
print("[untouched tracked property]")
withObservationTracking { _ = m.first } onChange: { print("  untouched: onChange (unexpected)") }
m.other = 5; m.last = "Z"
print("  (writes to properties not read by apply do not fire)")
print("[onChange is an autoclosure: its expression is evaluated only if apply tracked something]")
func makeHandler(_ tag: String) -> @Sendable () -> Void {
  print("  makeHandler(\(tag)) evaluated")
  return { print("  handler \(tag) fired") }
}
withObservationTracking({ print("  apply (reads nothing)") }, onChange: makeHandler("empty"))
withObservationTracking({ print("  apply (reads other)"); _ = m.other }, onChange: makeHandler("reads"))
m.other = 6
print("end")
