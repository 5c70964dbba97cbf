//: # Generated programs 71..<72, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 71
struct G71Point: Equatable { var x = 0 }
struct G71Bag { var n = 0 }
@Observable final class G71Item { var q = 0; deinit { print("G71Item deinit") } }
final class G71Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G71Ref, r: G71Ref) -> Bool { l.v == r.v } }
@Observable final class G71Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var item = G71Item()
  var items: [G71Item] = [G71Item(), G71Item()]
  var ref = G71Ref(0)
  var mode = G71Mode.idle
  var level = G71Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G71Mode { case idle, busy }
enum G71Job { case none, run(Int) }
enum G71Level: Int, CaseIterable { case low = 1, mid, high }
extension G71Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G71bump(_ x: inout Int, by k: Int) { x += k }
enum G71Err: Error { case tooBig(Int), odd }
final class G71Counter { var count = 0; var dirty = false }
func G71armR6(_ m: G71Model, _ c: G71Counter) {
  let v = withObservationTracking { m.level.rawValue } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G71armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program71() async {
  print("— program 71")
  let m = G71Model()
  let n = G71Model()
  let solo = G71Model()
  let echo = G71Model()
  try? await Task.sleep(for: .milliseconds(50))
  m.span = (lo: 0, hi: 0); m.items.append(G71Item())
  let cE1 = G71Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  print("state: \(m.arr.count) \((n.a + n.item.q))")
  withObservationTracking { _ = m.level.rawValue; _ = m.arr[1] } onChange: { print("T2 fired, sees \(m.level.rawValue)") }
  G71bump(&m.a, by: 2)
  let cE4 = G71Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  if case let .run(k)? = Optional(G71Job.run(m.a)), k > 0 { print("F5 run \(k)") } else { print("F5 not running") }
  let cR6 = G71Counter()
  G71armR6(m, cR6)
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  let cE8 = G71Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b = 1008
  print("E8 after: \(solo.b) calls \(cE8.count)")
  (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo); m.item.q = 1
  n.items.append(G71Item())
  let vT9 = withObservationTracking { _ = m.b; _ = m.items[1].q; _ = m.total; return m.b } onChange: { print("T9 fired, sees \(m.b)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 71: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program71()
