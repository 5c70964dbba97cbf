//: # Generated programs 102..<103, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 102
struct G102Point: Equatable { var x = 0 }
struct G102Bag { var n = 0 }
@Observable final class G102Item { var q = 2 }
@Observable final class G102Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var points: [G102Point] = [G102Point(), G102Point()]
  var item = G102Item()
  var mode = G102Mode.idle
  var d = 0.5
  var level = G102Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G102Mode { case idle, busy }
enum G102Job { case none, run(Int) }
enum G102Level: Int, CaseIterable { case low = 1, mid, high }
extension G102Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G102bump(_ x: inout Int, by k: Int) { x += k }
enum G102Err: Error { case tooBig(Int), odd }
final class G102Counter { var count = 0; var dirty = false }
func G102armR5(_ m: G102Model, _ c: G102Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G102armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program102() async {
  print("— program 102")
  let m = G102Model()
  let n = G102Model()
  let solo = G102Model()
  let echo = G102Model()
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F1 \(i): \(x)") }
  G102bump(&m.a, by: 2)
  let cE3 = G102Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G102Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G102Counter()
  G102armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G102Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.flag = false; m.a = 1
  n.item = G102Item()
  let vT8 = withObservationTracking { _ = m.b; _ = m.b; _ = m[1]; return m.b } onChange: { print("T8 fired, sees \(m.b)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  n.item = G102Item(); m.flag = false
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 102: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.points) \(m.item.q) \(m.mode) \(m.d) \(m.level) \(m[0]) \(m.price) \(m.cached)")
}

await program102()
