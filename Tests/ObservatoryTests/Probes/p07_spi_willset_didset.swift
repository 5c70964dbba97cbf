// Port of observation-semantics/probes/p07_spi_willset_didset.swift (R10).
// Unchanged from the real probe (imports are accepted and ignored by the playground; key paths
// are compared by `==`, as the probe itself does because AnyKeyPath prints addresses on Linux).
// The .out file is the real output byte for byte.
// Q3: SPI withObservationTracking(_:willSet:didSet:) — ordering, `changed`, persistence, cancel.
@_spi(SwiftUI) import Observation
import Foundation

@Observable final class M { var a = 0; var b = 0; var arr: [Int] = [] }
let names: [AnyKeyPath: String] = [\M.a: "\\.a", \M.b: "\\.b", \M.arr: "\\.arr", \M.self: "\\.self"]
func name(_ k: AnyKeyPath?) -> String { k.map { names[$0] ?? "other" } ?? "nil" }

nonisolated(unsafe) var saved: ObservationTracking? = nil
let m = M()
withObservationTracking { _ = m.a; _ = m.b; _ = m.arr } willSet: { t in
  saved = t
  print("    willSet changed=\(name(t.changed))  a=\(m.a) b=\(m.b) arr=\(m.arr)")
} didSet: { t in
  print("    didSet  changed=\(name(t.changed))  a=\(m.a) b=\(m.b) arr=\(m.arr)")
}
print("1) m.a = 1");             m.a = 1;  print("   statement done")
print("2) m.b = 2");             m.b = 2
print("3) m.a = 3 (again: still armed)"); m.a = 3
print("4) m.arr.append(9) (_modify: one pair around the in-place mutation)"); m.arr.append(9)
print("5) m.a = 3 (same value: setter short-circuits)"); m.a = 3
print("6) saved!.cancel(); m.a = 4"); saved!.cancel(); m.a = 4; print("   (nothing)")

print("[cancel from inside willSet suppresses that mutation's didSet]")
do {
  let m2 = M()
  withObservationTracking { _ = m2.a } willSet: { t in print("    willSet -> cancel()"); t.cancel() }
                                      didSet: { _ in print("    didSet (unexpected)") }
  m2.a = 1; m2.a = 2
  print("   done")
}
print("[willSet-only and didSet-only variants are persistent too]")
do {
  let m3 = M()
  withObservationTracking { _ = m3.a } willSet: { t in print("    willSet-only \(name(t.changed)) a=\(m3.a)") }
  withObservationTracking { _ = m3.b } didSet: { t in print("    didSet-only \(name(t.changed)) b=\(m3.b)") }
  m3.a = 1; m3.a = 2; m3.b = 1; m3.b = 2
}
print("[empty apply => nothing installed]")
do {
  let m4 = M()
  withObservationTracking { () } willSet: { _ in print("    unexpected") } didSet: { _ in print("    unexpected") }
  m4.a = 1
  print("   done")
}
