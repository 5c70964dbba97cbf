//: # Generated programs 193..<194, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 193
struct G193Point: Equatable { var x = 0 }
struct G193Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G193Item { var q = 3; deinit { print("G193Item deinit") } }
final class G193Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G193Ref, r: G193Ref) -> Bool { l.v == r.v } }
@Observable final class G193Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var bag = G193Bag()
  var item = G193Item()
  var ref = G193Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G193Mode.idle
  var job = G193Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G193Mode { case idle, busy }
enum G193Job { case none, run(Int) }
enum G193Level: Int, CaseIterable { case low = 1, mid, high }
extension G193Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G193bump(_ x: inout Int, by k: Int) { x += k }
enum G193Err: Error { case tooBig(Int), odd }
final class G193Counter { var count = 0; var dirty = false }
func G193armR7(_ m: G193Model, _ c: G193Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G193armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program193() async {
  print("— program 193")
  let m = G193Model()
  let n = G193Model()
  let solo = G193Model()
  let echo = G193Model()
  let cW1 = G193Counter()
  withObservationTracking { _ = (m.flag ? m.a : m.b) } willSet: { t in cW1.count += 1; print("W1 willSet \((m.flag ? m.a : m.b))"); if cW1.count >= 4 { t.cancel() } } didSet: { _ in print("W1 didSet \((m.flag ? m.a : m.b))") }
  withObservationTracking { _ = m.cached; withObservationTracking { _ = m.job } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW3 = G193Counter()
  withObservationTracking { _ = (m.dict["k"] ?? 0) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.dict["k"] ?? 0))"); if cW3.count >= 1 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.dict["k"] ?? 0))") }
  withObservationTracking { _ = m.w; _ = m.arr } onChange: { print("T4 fired, sees \(m.w)") }
  n.job = .run(0); m.b = 3; n.b -= 1
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.flag ? m.a : m.b) + m.bag.n }) { print("L5 got \(v)") } }
  let vT6 = withObservationTracking { _ = m.total; return m.total } onChange: { print("T6 fired, sees \(m.total)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR7 = G193Counter()
  G193armR7(m, cR7)
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 193: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.bag) \(m.item.q) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.cached)")
}

await program193()
