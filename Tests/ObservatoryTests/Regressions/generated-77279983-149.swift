//: # Generated programs 149..<150, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 149
struct G149Point: Equatable { var x = 0 }
struct G149Bag { var n = 0 }
final class G149Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G149Ref, r: G149Ref) -> Bool { l.v == r.v } }
@Observable final class G149Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var points: [G149Point] = [G149Point(), G149Point()]
  var bag = G149Bag()
  var ref = G149Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G149Job.none
  var dict: [String: Int] = [:]
  var level = G149Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G149Mode { case idle, busy }
enum G149Job { case none, run(Int) }
enum G149Level: Int, CaseIterable { case low = 1, mid, high }
extension G149Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G149bump(_ x: inout Int, by k: Int) { x += k }
enum G149Err: Error { case tooBig(Int), odd }
final class G149Counter { var count = 0; var dirty = false }
@MainActor func program149() async {
  print("— program 149")
  let m = G149Model()
  let n = G149Model()
  let solo = G149Model()
  let echo = G149Model()
  m.opt = nil; m.span.hi = 0; m.points[1] = G149Point()
  let vT1 = withObservationTracking { _ = m.dict.count; return m.dict.count } onChange: { print("T1 fired, sees \(m.dict.count)") }
  print("T1 read \(vT1)")
  m.level = .high
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.cached; _ = m.opt } onChange: { print("T3 fired, sees \(m.points)") }
  let cW4 = G149Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW4.count += 1; print("W4 willSet \(m.a)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.a)") }
  m.dict["j"] = 0; m.w += 1
  withObservationTracking { _ = m.job; _ = (m.opt ?? -1) } onChange: { print("T5 fired, sees \(m.job)") }
  withObservationTracking { _ = m.a } onChange: { print("T6 fired, sees \(m.a)") }
  let vT7 = withObservationTracking { _ = m[0]; _ = n.opt; _ = (n.span.lo + n.span.hi); return m[0] } onChange: { print("T7 fired, sees \(m[0])") }
  print("T7 read \(vT7)")
  let cL8 = G149Counter()
  let loopL8 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L8 got \(v)"); if cL8.count < 2 { cL8.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 149: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.ref.v) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program149()
