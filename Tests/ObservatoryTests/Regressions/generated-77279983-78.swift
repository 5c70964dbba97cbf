//: # Generated programs 78..<79, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 78
struct G78Point: Equatable { var x = 0 }
struct G78Bag { var n = 0 }
final class G78Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G78Ref, r: G78Ref) -> Bool { l.v == r.v } }
@Observable final class G78Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G78Point] = [G78Point(), G78Point()]
  @ObservationIgnored var ignored = 0
  var ref = G78Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G78Mode.idle
  var job = G78Job.none
  var dict: [String: Int] = [:]
  var level = G78Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G78Mode { case idle, busy }
enum G78Job { case none, run(Int) }
enum G78Level: Int, CaseIterable { case low = 1, mid, high }
extension G78Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G78bump(_ x: inout Int, by k: Int) { x += k }
enum G78Err: Error { case tooBig(Int), odd }
final class G78Counter { var count = 0; var dirty = false }
func G78armR6(_ m: G78Model, _ c: G78Counter) {
  let v = withObservationTracking { (m.dict["k"] ?? 0) } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G78armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program78() async {
  print("— program 78")
  let m = G78Model()
  let n = G78Model()
  let solo = G78Model()
  let echo = G78Model()
  withObservationTracking { _ = m.summary; _ = (m.opt ?? -1) } onChange: { print("T1 fired, sees \(m.summary)") }
  withObservationTracking { _ = (m.opt ?? -1); _ = m.b } onChange: { print("T2 fired, sees \((m.opt ?? -1))") }
  G78bump(&m.a, by: 2)
  let cE4 = G78Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  if case let .run(k)? = Optional(G78Job.run(m.a)), k > 0 { print("F5 run \(k)") } else { print("F5 not running") }
  let cR6 = G78Counter()
  G78armR6(m, cR6)
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  let cE8 = G78Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b = 1008
  print("E8 after: \(solo.b) calls \(cE8.count)")
  m.tags.remove(1); m.ref = G78Ref(1)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 78: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program78()
