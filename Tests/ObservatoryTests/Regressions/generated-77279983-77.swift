//: # Generated programs 77..<78, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 77
struct G77Point: Equatable { var x = 0 }
struct G77Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G77Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G77Ref, r: G77Ref) -> Bool { l.v == r.v } }
@Observable final class G77Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var bag = G77Bag()
  var ref = G77Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G77Mode.idle
  var job = G77Job.none
  var d = 0.5
  var level = G77Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G77Mode { case idle, busy }
enum G77Job { case none, run(Int) }
enum G77Level: Int, CaseIterable { case low = 1, mid, high }
extension G77Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G77bump(_ x: inout Int, by k: Int) { x += k }
enum G77Err: Error { case tooBig(Int), odd }
final class G77Counter { var count = 0; var dirty = false }
func G77armR7(_ m: G77Model, _ c: G77Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G77armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program77() async {
  print("— program 77")
  let m = G77Model()
  let n = G77Model()
  let solo = G77Model()
  let echo = G77Model()
  let cE1 = G77Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let cE2 = G77Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  print("state: \(m.bag.n) \(n.ref.v)")
  withObservationTracking { _ = (m.flag ? m.a : m.b); _ = m.b } onChange: { print("T3 fired, sees \((m.flag ? m.a : m.b))") }
  G77bump(&m.a, by: 2)
  let cE5 = G77Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  if case let .run(k)? = Optional(G77Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  let cR7 = G77Counter()
  G77armR7(m, cR7)
  withObservationTracking { m.a += 1 } onChange: { print("M8 fired") }
  let cE9 = G77Counter()
  withObservationTracking { _ = solo.b } onChange: { cE9.count += 1; let d = cE9.count; print("E9 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E9 exit \(d)") }
  solo.b = 1009
  print("E9 after: \(solo.b) calls \(cE9.count)")
  m[0] = 3; m.bag.n += 1
  n.a = n.a
  let vT10 = withObservationTracking { _ = m.b; _ = m.cached; _ = m[1]; return m.b } onChange: { print("T10 fired, sees \(m.b)") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  n.mode = .busy; m.price = m.price
  print("state: \(m.span.hi) \(n.level)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 77: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.bag) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m[0]) \(m.price) \(m.cached)")
}

await program77()
