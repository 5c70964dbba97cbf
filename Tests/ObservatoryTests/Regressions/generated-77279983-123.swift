//: # Generated programs 123..<124, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 123
struct G123Point: Equatable { var x = 0 }
struct G123Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G123Item { var q = 0; deinit { print("G123Item deinit") } }
@Observable final class G123Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var points: [G123Point] = [G123Point(), G123Point()]
  var item = G123Item()
  var items: [G123Item] = [G123Item(), G123Item()]
  var job = G123Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G123Mode { case idle, busy }
enum G123Job { case none, run(Int) }
enum G123Level: Int, CaseIterable { case low = 1, mid, high }
extension G123Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G123bump(_ x: inout Int, by k: Int) { x += k }
enum G123Err: Error { case tooBig(Int), odd }
final class G123Counter { var count = 0; var dirty = false }
@MainActor func program123() async {
  print("— program 123")
  let m = G123Model()
  let n = G123Model()
  let solo = G123Model()
  let echo = G123Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.job; _ = m.points[0].x } onChange: { print("T1 fired, sees \(m.job)") }
  n.span.hi = 1
  withObservationTracking { withObservationTracking { _ = m.a } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G123Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G123Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW4.count += 1; print("W4 willSet \(m.a)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.a)") }
  let vT5 = withObservationTracking { _ = m.flag; _ = m.job; return m.flag } onChange: { print("T5 fired, sees \(m.flag)") }
  print("T5 read \(vT5)")
  m.cached = 3; m.a = 0
  let vT6 = withObservationTracking { _ = m.item.q; _ = m.b; _ = (m.opt ?? -1); return m.item.q } onChange: { print("T6 fired, sees \(m.item.q)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  let loopL8 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 123: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.item.q) \(m.items[1].q) \(m.job) \(m.d) \(m.span.hi) \(m.cached)")
}

await program123()
