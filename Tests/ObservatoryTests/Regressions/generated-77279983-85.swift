//: # Generated programs 85..<86, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 85
struct G85Point: Equatable { var x = 0 }
struct G85Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G85Item { var q = 0 }
final class G85Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G85Ref, r: G85Ref) -> Bool { l.v == r.v } }
@Observable final class G85Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G85Point] = [G85Point(), G85Point()]
  var bag = G85Bag()
  var items: [G85Item] = [G85Item(), G85Item()]
  @ObservationIgnored var ignored = 0
  var ref = G85Ref(0)
  var mode = G85Mode.idle
  var job = G85Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G85Mode { case idle, busy }
enum G85Job { case none, run(Int) }
enum G85Level: Int, CaseIterable { case low = 1, mid, high }
extension G85Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G85bump(_ x: inout Int, by k: Int) { x += k }
enum G85Err: Error { case tooBig(Int), odd }
final class G85Counter { var count = 0; var dirty = false }
func G85armR6(_ m: G85Model, _ c: G85Counter) {
  let v = withObservationTracking { m.tags.count } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program85() async {
  print("— program 85")
  let m = G85Model()
  let n = G85Model()
  let solo = G85Model()
  let echo = G85Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L1 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F2 \(i): \(x)") }
  G85bump(&m.a, by: 2)
  let cE4 = G85Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  if case let .run(k)? = Optional(G85Job.run(m.a)), k > 0 { print("F5 run \(k)") } else { print("F5 not running") }
  let cR6 = G85Counter()
  G85armR6(m, cR6)
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  let cE8 = G85Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b = 1008
  print("E8 after: \(solo.b) calls \(cE8.count)")
  m.a += 0; m.b = 1
  n.items[0].q = 2
  let vT9 = withObservationTracking { _ = m.points[0].x; _ = m.bag.n; _ = m.items.count; return m.points[0].x } onChange: { print("T9 fired, sees \(m.points[0].x)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  n.a = n.a; m.items.append(G85Item())
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 85: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m[0]) \(m.tags.sorted())")
}

await program85()
