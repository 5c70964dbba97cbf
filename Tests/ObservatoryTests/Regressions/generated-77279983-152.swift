//: # Generated programs 152..<153, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 152
struct G152Point: Equatable { var x = 0 }
struct G152Bag { var n = 0 }
@Observable final class G152Item { var q = 1 }
final class G152Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G152Ref, r: G152Ref) -> Bool { l.v == r.v } }
@Observable final class G152Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var item = G152Item()
  var items: [G152Item] = [G152Item(), G152Item()]
  var ref = G152Ref(0)
  var mode = G152Mode.idle
  var job = G152Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G152Mode { case idle, busy }
enum G152Job { case none, run(Int) }
enum G152Level: Int, CaseIterable { case low = 1, mid, high }
extension G152Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G152bump(_ x: inout Int, by k: Int) { x += k }
enum G152Err: Error { case tooBig(Int), odd }
final class G152Counter { var count = 0; var dirty = false }
@MainActor func program152() async {
  print("— program 152")
  let m = G152Model()
  let n = G152Model()
  let solo = G152Model()
  let echo = G152Model()
  withObservationTracking { _ = m.flag; _ = (m.flag ? m.a : m.b) } onChange: { print("T1 fired, sees \(m.flag)") }
  let vT2 = withObservationTracking { _ = (m.dict["k"] ?? 0); _ = m.opt; return (m.dict["k"] ?? 0) } onChange: { print("T2 fired, sees \((m.dict["k"] ?? 0))") }
  print("T2 read \(vT2)")
  let vT3 = withObservationTracking { _ = m.a; _ = (m.dict["k"] ?? 0); _ = (m.a + m.item.q); return m.a } onChange: { print("T3 fired, sees \(m.a)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.d; _ = m.dict.count; _ = m.mode } onChange: { print("T6 fired, sees \(m.d)") }
  let cW7 = G152Counter()
  withObservationTracking { _ = (m.dict["k"] ?? 0) } willSet: { t in cW7.count += 1; print("W7 willSet \((m.dict["k"] ?? 0))"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \((m.dict["k"] ?? 0))") }
  m.flag.toggle(); m.ref = G152Ref(m.ref.v)
  withObservationTracking { _ = m.opt; _ = (m.flag ? m.a : m.b) } onChange: { print("T8 fired, sees \(m.opt)") }
  withObservationTracking { _ = m.b } onChange: { print("T9 fired, sees \(m.b)") }
  let vT10 = withObservationTracking { _ = (n.opt ?? -1); _ = n.d; _ = n.dict.count; return (n.opt ?? -1) } onChange: { print("T10 fired, sees \((n.opt ?? -1))") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 152: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m[0]) \(m.cached)")
}

await program152()
