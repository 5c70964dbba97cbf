//: # Generated programs 86..<87, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 86
struct G86Point: Equatable { var x = 0 }
struct G86Bag { var n = 0 }
@Observable final class G86Item { var q = 2 }
@Observable final class G86Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G86Point] = [G86Point(), G86Point()]
  var item = G86Item()
  var items: [G86Item] = [G86Item(), G86Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G86Mode.idle
  var job = G86Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G86Mode { case idle, busy }
enum G86Job { case none, run(Int) }
enum G86Level: Int, CaseIterable { case low = 1, mid, high }
extension G86Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G86bump(_ x: inout Int, by k: Int) { x += k }
enum G86Err: Error { case tooBig(Int), odd }
final class G86Counter { var count = 0; var dirty = false }
func G86armR1(_ m: G86Model, _ c: G86Counter) {
  let v = withObservationTracking { m.cached } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G86armR1(m, c) } }
  print("R1 armed, read \(v)")
}
func G86armR5(_ m: G86Model, _ c: G86Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G86armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program86() async {
  print("— program 86")
  let m = G86Model()
  let n = G86Model()
  let solo = G86Model()
  let echo = G86Model()
  let cR1 = G86Counter()
  G86armR1(m, cR1)
  G86bump(&m.a, by: 2)
  let cE3 = G86Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G86Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G86Counter()
  G86armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G86Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.a += 0; m.b = 1
  n.item = G86Item()
  let vT8 = withObservationTracking { _ = (m.a + m.item.q); _ = (m.span.lo + m.span.hi); _ = m[0]; return (m.a + m.item.q) } onChange: { print("T8 fired, sees \((m.a + m.item.q))") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  n.a = n.a; m.item = m.item
  print("state: \(m.items[1].q) \(n.summary)")
  withObservationTracking { _ = m.cached; _ = m.item.q } onChange: { print("T9 fired, sees \(m.cached)") }
  withObservationTracking { _ = (n.a + n.item.q) } onChange: { print("T10 fired, sees \((n.a + n.item.q))") }
  let loopL11 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L11 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL11.cancel(); _ = await loopL11.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 86: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program86()
