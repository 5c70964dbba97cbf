//: # Generated programs 192..<193, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 192
struct G192Point: Equatable { var x = 0 }
struct G192Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G192Item { var q = 3; deinit { print("G192Item deinit") } }
@Observable final class G192Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var points: [G192Point] = [G192Point(), G192Point()]
  var item = G192Item()
  var items: [G192Item] = [G192Item(), G192Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G192Mode.idle
  var job = G192Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G192Level.low
}
enum G192Mode { case idle, busy }
enum G192Job { case none, run(Int) }
enum G192Level: Int, CaseIterable { case low = 1, mid, high }
extension G192Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G192bump(_ x: inout Int, by k: Int) { x += k }
enum G192Err: Error { case tooBig(Int), odd }
final class G192Counter { var count = 0; var dirty = false }
func G192armR1(_ m: G192Model, _ c: G192Counter) {
  let v = withObservationTracking { m.points[0].x } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G192armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
@MainActor func program192() async {
  print("— program 192")
  let m = G192Model()
  let n = G192Model()
  let solo = G192Model()
  let echo = G192Model()
  let cR1 = G192Counter()
  G192armR1(m, cR1)
  switch (m.a, m.b) { case (0, let y): print("F2 zero, \(y)"); case (let x, _) where x > 2: print("F2 big \(x)"); default: print("F2 other") }
  withObservationTracking { _ = m.level.rawValue; _ = m.d } onChange: { print("T3 fired, sees \(m.level.rawValue)") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW4 = G192Counter()
  withObservationTracking { _ = (m.dict["k"] ?? 0) } willSet: { t in cW4.count += 1; print("W4 willSet \((m.dict["k"] ?? 0))"); if cW4.count >= 1 { t.cancel() } } didSet: { _ in print("W4 didSet \((m.dict["k"] ?? 0))") }
  if cR1.dirty { cR1.dirty = false; G192armR1(m, cR1) }
  withObservationTracking { _ = m.job } onChange: { print("T5 fired, sees \(m.job)") }
  n.item = n.item; m.a += 0; n.items.append(G192Item())
  let vT6 = withObservationTracking { _ = m.d; return m.d } onChange: { print("T6 fired, sees \(m.d)") }
  print("T6 read \(vT6)")
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F7 fired, m is \(m == nil ? "gone" : "here")") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 192: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.item.q) \(m.items[1].q) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level)")
}

await program192()
