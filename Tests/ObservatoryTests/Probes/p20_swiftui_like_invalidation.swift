// Port of probes/p20_swiftui_like_invalidation.swift (unchanged apart from this comment block).
// The playground simulates DispatchQueue.main.async/asyncAfter, dispatchMain() and exit(0) on its
// virtual clock, so the probe runs as written.
// Q3: a SwiftUI-LIKE invalidation loop built on the SPI willSet hook. SwiftUI itself is not
// available on Linux; this only shows what the real Observation primitives give a renderer:
// willSet marks the view dirty and schedules ONE render for the next main-queue turn; the render
// re-runs body under fresh tracking. The SPI call does not return its ObservationTracking, so a
// tracking from an older render can only be cancelled from inside its own first callback.
@_spi(SwiftUI) import Observation
import Foundation

@Observable final class Model { var title = "t0"; var count = 0; var unrelated = 0 }

final class FakeView: @unchecked Sendable {
  let model: Model
  var scheduled = false
  var generation = 0
  var callbacks: [String] = []   // printed sorted at render time: callback order is not stable
  init(_ m: Model) { model = m }
  func body() -> String { "\(model.title):\(model.count)" }      // reads title and count only
  func render() {
    if !callbacks.isEmpty { print("    callbacks since last render (sorted): \(callbacks.sorted())"); callbacks = [] }
    scheduled = false
    generation += 1
    let gen = generation
    let out = withObservationTracking { body() } willSet: { [unowned self] t in
      let what = t.changed == \Model.title as AnyKeyPath ? "title" : "count"
      if gen != generation { callbacks.append("willSet(\(what)) stale #\(gen) -> cancel"); t.cancel(); return }
      callbacks.append("willSet(\(what)) current #\(gen) -> dirty")
      if !scheduled { scheduled = true; DispatchQueue.main.async { self.render() } }
    } didSet: { _ in }
    print("  render #\(gen): body = \(out)")
  }
}

let m = Model()
let v = FakeView(m)
v.render()
print("main: title = t1; count += 1; count += 1; unrelated = 9 (one synchronous burst)")
m.title = "t1"; m.count += 1; m.count += 1; m.unrelated = 9
DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
  print("main: count = 10")
  m.count = 10
  DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
    print("main: count = 11")
    m.count = 11
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
      print("renders = \(v.generation); unflushed callbacks = \(v.callbacks)")
      exit(0)
    }
  }
}
dispatchMain()
