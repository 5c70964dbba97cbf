//: # Generated programs 124..<125, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 124
struct G124Point: Equatable { var x = 0 }
struct G124Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G124Item { var q = 1 }
@Observable final class G124Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var bag = G124Bag()
  var item = G124Item()
  var mode = G124Mode.idle
  var job = G124Job.none
  var level = G124Level.low
  var price: Decimal = 1.5
}
enum G124Mode { case idle, busy }
enum G124Job { case none, run(Int) }
enum G124Level: Int, CaseIterable { case low = 1, mid, high }
extension G124Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G124bump(_ x: inout Int, by k: Int) { x += k }
enum G124Err: Error { case tooBig(Int), odd }
final class G124Counter { var count = 0; var dirty = false }
@MainActor func program124() async {
  print("— program 124")
  let m = G124Model()
  let n = G124Model()
  let solo = G124Model()
  let echo = G124Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr; _ = m.item.q } onChange: { print("T1 fired, sees \(m.arr)") }
  n.level = G124Level.allCases.last!
  withObservationTracking { withObservationTracking { _ = (m.a + m.item.q) } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G124Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G124Counter()
  withObservationTracking { _ = m.arr.count } willSet: { t in cW4.count += 1; print("W4 willSet \(m.arr.count)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.arr.count)") }
  let vT5 = withObservationTracking { _ = m.mode; _ = m.arr; return m.mode } onChange: { print("T5 fired, sees \(m.mode)") }
  print("T5 read \(vT5)")
  m.price = m.price; m.a = 0
  let vT6 = withObservationTracking { _ = m.a; _ = m.a; _ = m.bag.n; return m.a } onChange: { print("T6 fired, sees \(m.a)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 124: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.bag) \(m.item.q) \(m.mode) \(m.job) \(m.level) \(m.price)")
}

await program124()
