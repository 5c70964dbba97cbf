//: # Generated programs 113..<114, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 113
struct G113Point: Equatable { var x = 0 }
struct G113Bag { var n = 0 }
@Observable final class G113Item { var q = 2 }
final class G113Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G113Ref, r: G113Ref) -> Bool { l.v == r.v } }
@Observable final class G113Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G113Point] = [G113Point(), G113Point()]
  var item = G113Item()
  @ObservationIgnored var ignored = 0
  var ref = G113Ref(0)
  var mode = G113Mode.idle
  var job = G113Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G113Mode { case idle, busy }
enum G113Job { case none, run(Int) }
enum G113Level: Int, CaseIterable { case low = 1, mid, high }
extension G113Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G113bump(_ x: inout Int, by k: Int) { x += k }
enum G113Err: Error { case tooBig(Int), odd }
final class G113Counter { var count = 0; var dirty = false }
@MainActor func program113() async {
  print("— program 113")
  let m = G113Model()
  let n = G113Model()
  let solo = G113Model()
  let echo = G113Model()
  let cE1 = G113Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  m.a += 0; m.dict["k"] = 1
  n.mode = .busy
  let vT2 = withObservationTracking { _ = m.b; _ = m[1]; _ = m[0]; return m.b } onChange: { print("T2 fired, sees \(m.b)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  n.span = (lo: 1, hi: 1); m.mode = .idle
  print("state: \(m.dict.count) \(n.mode)")
  withObservationTracking { _ = m.span.hi; _ = (m.opt ?? -1) } onChange: { print("T3 fired, sees \(m.span.hi)") }
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T4 fired, sees \((n.opt ?? -1))") }
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.opt; _ = m.span.hi; _ = m.summary } onChange: { print("T6 fired, sees \(m.opt)") }
  let cW7 = G113Counter()
  withObservationTracking { _ = m.dict.count } willSet: { t in cW7.count += 1; print("W7 willSet \(m.dict.count)"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.dict.count)") }
  m[0] += 1; m.item.q = 0
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 113: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0])")
}

await program113()
