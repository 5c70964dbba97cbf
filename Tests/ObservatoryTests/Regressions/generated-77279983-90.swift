//: # Generated programs 90..<91, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 90
struct G90Point: Equatable { var x = 0 }
struct G90Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G90Item { var q = 2; deinit { print("G90Item deinit") } }
final class G90Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G90Ref, r: G90Ref) -> Bool { l.v == r.v } }
@Observable final class G90Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G90Point] = [G90Point(), G90Point()]
  var item = G90Item()
  var items: [G90Item] = [G90Item(), G90Item()]
  @ObservationIgnored var ignored = 0
  var ref = G90Ref(0)
  var job = G90Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G90Mode { case idle, busy }
enum G90Job { case none, run(Int) }
enum G90Level: Int, CaseIterable { case low = 1, mid, high }
extension G90Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G90bump(_ x: inout Int, by k: Int) { x += k }
enum G90Err: Error { case tooBig(Int), odd }
final class G90Counter { var count = 0; var dirty = false }
func G90armR5(_ m: G90Model, _ c: G90Counter) {
  let v = withObservationTracking { m.items[1].q } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G90armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program90() async {
  print("— program 90")
  let m = G90Model()
  let n = G90Model()
  let solo = G90Model()
  let echo = G90Model()
  withObservationTracking { _ = (m.span.lo + m.span.hi); _ = (m.a + m.item.q) } onChange: { print("T1 fired, sees \((m.span.lo + m.span.hi))") }
  G90bump(&m.a, by: 2)
  let cE3 = G90Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G90Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G90Counter()
  G90armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G90Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.d = .nan; m.tags.remove(1)
  n.a = n.a
  let vT8 = withObservationTracking { _ = (m.opt ?? -1); _ = m.arr[1]; _ = m.total; return (m.opt ?? -1) } onChange: { print("T8 fired, sees \((m.opt ?? -1))") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 90: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.job) \(m.d) \(m.span.hi) \(m.tags.sorted())")
}

await program90()
