//: # Generated programs 96..<97, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 96
struct G96Point: Equatable { var x = 0 }
struct G96Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G96Item { var q = 2; deinit { print("G96Item deinit") } }
@Observable final class G96Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var item = G96Item()
  var items: [G96Item] = [G96Item(), G96Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G96Job.none
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G96Mode { case idle, busy }
enum G96Job { case none, run(Int) }
enum G96Level: Int, CaseIterable { case low = 1, mid, high }
extension G96Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G96bump(_ x: inout Int, by k: Int) { x += k }
enum G96Err: Error { case tooBig(Int), odd }
final class G96Counter { var count = 0; var dirty = false }
func G96armR5(_ m: G96Model, _ c: G96Counter) {
  let v = withObservationTracking { m.arr[1] } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G96armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program96() async {
  print("— program 96")
  let m = G96Model()
  let n = G96Model()
  let solo = G96Model()
  let echo = G96Model()
  withObservationTracking { _ = m.a; _ = m[0] } onChange: { print("T1 fired, sees \(m.a)") }
  G96bump(&m.a, by: 2)
  let cE3 = G96Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G96Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G96Counter()
  G96armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G96Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.a += 0; m.w += 1
  n.a = 2
  let vT8 = withObservationTracking { _ = m.arr[1]; _ = (m.a + m.item.q); _ = m.a; return m.arr[1] } onChange: { print("T8 fired, sees \(m.arr[1])") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 96: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.item.q) \(m.items[1].q) \(m.w) \(m.job) \(m[0]) \(m.price)")
}

await program96()
