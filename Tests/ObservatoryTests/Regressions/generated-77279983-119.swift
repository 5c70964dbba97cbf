//: # Generated programs 119..<120, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 119
struct G119Point: Equatable { var x = 0 }
struct G119Bag { var n = 0 }
@Observable final class G119Item { var q = 3 }
@Observable final class G119Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G119Bag()
  var item = G119Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G119Mode.idle
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G119Mode { case idle, busy }
enum G119Job { case none, run(Int) }
enum G119Level: Int, CaseIterable { case low = 1, mid, high }
extension G119Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G119bump(_ x: inout Int, by k: Int) { x += k }
enum G119Err: Error { case tooBig(Int), odd }
final class G119Counter { var count = 0; var dirty = false }
@MainActor func program119() async {
  print("— program 119")
  let m = G119Model()
  let n = G119Model()
  let solo = G119Model()
  let echo = G119Model()
  withObservationTracking { _ = m.mode; _ = m[0] } onChange: { print("T1 fired, sees \(m.mode)") }
  n.a = 1
  withObservationTracking { withObservationTracking { _ = m.bag.n } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G119Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G119Counter()
  withObservationTracking { _ = m.span.hi } willSet: { t in cW4.count += 1; print("W4 willSet \(m.span.hi)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.span.hi)") }
  let vT5 = withObservationTracking { _ = m.mode; _ = m.arr; return m.mode } onChange: { print("T5 fired, sees \(m.mode)") }
  print("T5 read \(vT5)")
  m.w = 3; m.a += 1
  let vT6 = withObservationTracking { _ = (m.span.lo + m.span.hi); _ = m.a; _ = (m.a + m.item.q); return (m.span.lo + m.span.hi) } onChange: { print("T6 fired, sees \((m.span.lo + m.span.hi))") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  let loopL8 = Task { @MainActor in for await v in Observations({ m.span.hi }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 119: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.ignored) \(m.w) \(m.mode) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program119()
