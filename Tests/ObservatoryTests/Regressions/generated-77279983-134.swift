//: # Generated programs 134..<135, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 134
struct G134Point: Equatable { var x = 0 }
struct G134Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G134Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G134Ref, r: G134Ref) -> Bool { l.v == r.v } }
@Observable final class G134Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var bag = G134Bag()
  var ref = G134Ref(0)
  var mode = G134Mode.idle
  var job = G134Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G134Mode { case idle, busy }
enum G134Job { case none, run(Int) }
enum G134Level: Int, CaseIterable { case low = 1, mid, high }
extension G134Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G134bump(_ x: inout Int, by k: Int) { x += k }
enum G134Err: Error { case tooBig(Int), odd }
final class G134Counter { var count = 0; var dirty = false }
@MainActor func program134() async {
  print("— program 134")
  let m = G134Model()
  let n = G134Model()
  let solo = G134Model()
  let echo = G134Model()
  withObservationTracking { withObservationTracking { _ = m.total } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  let cE2 = G134Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  let cW3 = G134Counter()
  withObservationTracking { _ = m[0] } willSet: { t in cW3.count += 1; print("W3 willSet \(m[0])"); if cW3.count >= 3 { t.cancel() } } didSet: { _ in print("W3 didSet \(m[0])") }
  let vT4 = withObservationTracking { _ = m.d; _ = m.opt; return m.d } onChange: { print("T4 fired, sees \(m.d)") }
  print("T4 read \(vT4)")
  m.bag.n += 1; m.d = .nan
  let vT5 = withObservationTracking { _ = m.dict.count; _ = m.total; _ = m.total; return m.dict.count } onChange: { print("T5 fired, sees \(m.dict.count)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M6 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 134: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.bag) \(m.ref.v) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.price) \(m.cached)")
}

await program134()
