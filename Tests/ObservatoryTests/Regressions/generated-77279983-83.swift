//: # Generated programs 83..<84, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 83
struct G83Point: Equatable { var x = 0 }
struct G83Bag { var n = 0 }
@Observable final class G83Item { var q = 0; deinit { print("G83Item deinit") } }
final class G83Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G83Ref, r: G83Ref) -> Bool { l.v == r.v } }
@Observable final class G83Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G83Point] = [G83Point(), G83Point()]
  var bag = G83Bag()
  var item = G83Item()
  var items: [G83Item] = [G83Item(), G83Item()]
  var ref = G83Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G83Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G83Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G83Mode { case idle, busy }
enum G83Job { case none, run(Int) }
enum G83Level: Int, CaseIterable { case low = 1, mid, high }
extension G83Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G83bump(_ x: inout Int, by k: Int) { x += k }
enum G83Err: Error { case tooBig(Int), odd }
final class G83Counter { var count = 0; var dirty = false }
func G83armR7(_ m: G83Model, _ c: G83Counter) {
  let v = withObservationTracking { m.items[1].q } onChange: { print("R7 fired"); c.dirty = true }
  print("R7 armed, read \(v)")
}
@MainActor func program83() async {
  print("— program 83")
  let m = G83Model()
  let n = G83Model()
  let solo = G83Model()
  let echo = G83Model()
  let cE1 = G83Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations({ m.arr[1] }) { print("L2 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F3 \(i): \(x)") }
  G83bump(&m.a, by: 2)
  let cE5 = G83Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  if case let .run(k)? = Optional(G83Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  let cR7 = G83Counter()
  G83armR7(m, cR7)
  withObservationTracking { m.a += 1 } onChange: { print("M8 fired") }
  let cE9 = G83Counter()
  withObservationTracking { _ = solo.b } onChange: { cE9.count += 1; let d = cE9.count; print("E9 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E9 exit \(d)") }
  solo.b = 1009
  print("E9 after: \(solo.b) calls \(cE9.count)")
  (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo); m.points[0].x = 1
  n.bag = G83Bag()
  let vT10 = withObservationTracking { _ = m.items[1].q; _ = m.level.rawValue; _ = m.span.hi; return m.items[1].q } onChange: { print("T10 fired, sees \(m.items[1].q)") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  n.d += 1; m.item = m.item
  print("state: \(m.items.count) \(n.price)")
  withObservationTracking { _ = m.cached; _ = (m.a + m.item.q) } onChange: { print("T11 fired, sees \(m.cached)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 83: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.price) \(m.cached)")
}

await program83()
