//: # Generated programs 120..<121, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 120
struct G120Point: Equatable { var x = 0 }
struct G120Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G120Item { var q = 0; deinit { print("G120Item deinit") } }
final class G120Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G120Ref, r: G120Ref) -> Bool { l.v == r.v } }
@Observable final class G120Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var points: [G120Point] = [G120Point(), G120Point()]
  var bag = G120Bag()
  var items: [G120Item] = [G120Item(), G120Item()]
  var ref = G120Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var level = G120Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G120Mode { case idle, busy }
enum G120Job { case none, run(Int) }
enum G120Level: Int, CaseIterable { case low = 1, mid, high }
extension G120Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G120bump(_ x: inout Int, by k: Int) { x += k }
enum G120Err: Error { case tooBig(Int), odd }
final class G120Counter { var count = 0; var dirty = false }
@MainActor func program120() async {
  print("— program 120")
  let m = G120Model()
  let n = G120Model()
  let solo = G120Model()
  let echo = G120Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.level; _ = m.items[1].q } onChange: { print("T1 fired, sees \(m.level)") }
  n.w = 1
  withObservationTracking { withObservationTracking { _ = m.total } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G120Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G120Counter()
  withObservationTracking { _ = m.level.rawValue } willSet: { t in cW4.count += 1; print("W4 willSet \(m.level.rawValue)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.level.rawValue)") }
  let vT5 = withObservationTracking { _ = m.flag; _ = m.opt; return m.flag } onChange: { print("T5 fired, sees \(m.flag)") }
  print("T5 read \(vT5)")
  m.points[1].x = 3; m.flag = false
  let vT6 = withObservationTracking { _ = m.items.count; _ = m.total; _ = m.total; return m.items.count } onChange: { print("T6 fired, sees \(m.items.count)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  let loopL8 = Task { @MainActor in for await v in Observations({ m.items[1].q }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 120: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.level) \(m.span.hi) \(m.price)")
}

await program120()
