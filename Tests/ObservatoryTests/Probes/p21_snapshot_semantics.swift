// Port of observation-semantics/probes/p21_snapshot_semantics.swift (R11).
// Unchanged from the real probe (imports are accepted and ignored by the playground; the log is
// printed sorted, as in the probe, because the callback order is unspecified, R13). The .out file
// is the real output byte for byte.
// Callbacks for one willSet (or one didSet) are collected under the registrar lock first and then
// invoked outside it. Consequences: (1) registrations made during the callbacks do not fire for the
// current mutation (p04 [D]); (2) cancelling another observer during the willSet callbacks does
// not stop its already-collected willSet callback, but it does stop its didSet (collected later).
@_spi(SwiftUI) import Observation
import Foundation

@Observable final class M { var a = 0 }
final class Box: @unchecked Sendable {
  var handles: [String: ObservationTracking] = [:]
  var log: [String] = []
  var cancelOthers = false
}
let m = M()
let box = Box()
for name in ["X", "Y"] {
  withObservationTracking { _ = m.a } willSet: { t in
    box.handles[name] = t
    box.log.append("\(name).willSet")
    if box.cancelOthers { for (n, h) in box.handles where n != name { h.cancel() } }
  } didSet: { _ in box.log.append("\(name).didSet") }
}
m.a = 1
print("mutation 1 (collect handles): \(box.log.sorted())"); box.log = []
box.cancelOthers = true
m.a = 2
print("mutation 2 (each willSet cancels the other): \(box.log.sorted())"); box.log = []
m.a = 3
print("mutation 3: \(box.log.sorted())")
