import Observation
@Observable final class M { var a = 0 }
let m = M()
let r: () -> Void = { _ = m.a }
withObservationTracking(r) { print("fires") }
m.a = 1
func o(_ f: @escaping () -> Void) { withObservationTracking(f) { print("f2") } }
o { _ = m.a }
m.a = 2
