//: # Generated programs 107..<108, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 107
struct G107Point: Equatable { var x = 0 }
struct G107Bag { var n = 0 }
@Observable final class G107Item { var q = 1 }
@Observable final class G107Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var flag = false
  var item = G107Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G107Job.none
  var dict: [String: Int] = [:]
  var level = G107Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G107Mode { case idle, busy }
enum G107Job { case none, run(Int) }
enum G107Level: Int, CaseIterable { case low = 1, mid, high }
extension G107Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G107bump(_ x: inout Int, by k: Int) { x += k }
enum G107Err: Error { case tooBig(Int), odd }
final class G107Counter { var count = 0; var dirty = false }
func G107armR3(_ m: G107Model, _ c: G107Counter) {
  let v = withObservationTracking { (m.dict["k"] ?? 0) } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G107armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program107() async {
  print("— program 107")
  let m = G107Model()
  let n = G107Model()
  let solo = G107Model()
  let echo = G107Model()
  let cE1 = G107Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  if case let .run(k)? = Optional(G107Job.run(m.a)), k > 0 { print("F2 run \(k)") } else { print("F2 not running") }
  let cR3 = G107Counter()
  G107armR3(m, cR3)
  withObservationTracking { m.a += 1 } onChange: { print("M4 fired") }
  let cE5 = G107Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  m.a += 0; m.level = G107Level(rawValue: m.a) ?? .mid
  n.a = 2
  let vT6 = withObservationTracking { _ = m.b; _ = m.cached; _ = m.tags.count; return m.b } onChange: { print("T6 fired, sees \(m.b)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  n.w = n.w; m.w += 1
  print("state: \(m.level.rawValue) \(n.level)")
  withObservationTracking { _ = m[0]; _ = (m.flag ? m.a : m.b) } onChange: { print("T7 fired, sees \(m[0])") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T8 fired, sees \((n.flag ? n.a : n.b))") }
  let loopL9 = Task { @MainActor in for await v in Observations({ m.dict.count }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 107: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.item.q) \(m.ignored) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program107()
