//: # Generated programs 25..<26, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 25
struct G25Point: Equatable { var x = 0 }
struct G25Bag { var n = 0 }
final class G25Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G25Ref, r: G25Ref) -> Bool { l.v == r.v } }
@Observable final class G25Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var bag = G25Bag()
  var ref = G25Ref(0)
  var job = G25Job.none
  var dict: [String: Int] = [:]
  var level = G25Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G25Mode { case idle, busy }
enum G25Job { case none, run(Int) }
enum G25Level: Int, CaseIterable { case low = 1, mid, high }
extension G25Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G25bump(_ x: inout Int, by k: Int) { x += k }
enum G25Err: Error { case tooBig(Int), odd }
final class G25Counter { var count = 0; var dirty = false }
@MainActor func program25() async {
  print("— program 25")
  let m = G25Model()
  let n = G25Model()
  let solo = G25Model()
  let echo = G25Model()
  let cW1 = G25Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW1.count += 1; print("W1 willSet \(m.a)"); if cW1.count >= 1 { t.cancel() } } didSet: { _ in print("W1 didSet \(m.a)") }
  G25bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m[0]) \(n.b)")
  withObservationTracking { _ = m.level.rawValue; _ = m.level.rawValue } onChange: { print("T3 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = (m.dict["k"] ?? 0); _ = m[1]; _ = (m.flag ? m.a : m.b) } onChange: { print("T4 fired, sees \((m.dict["k"] ?? 0))") }
  let vT5 = withObservationTracking { _ = m.job; _ = m.level.rawValue; return m.job } onChange: { print("T5 fired, sees \(m.job)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 25: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.bag) \(m.ref.v) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.price)")
}

await program25()
