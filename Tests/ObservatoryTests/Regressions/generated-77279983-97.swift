//: # Generated programs 97..<98, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 97
struct G97Point: Equatable { var x = 0 }
struct G97Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G97Item { var q = 0 }
final class G97Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G97Ref, r: G97Ref) -> Bool { l.v == r.v } }
@Observable final class G97Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var bag = G97Bag()
  var item = G97Item()
  var ref = G97Ref(0)
  var mode = G97Mode.idle
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G97Mode { case idle, busy }
enum G97Job { case none, run(Int) }
enum G97Level: Int, CaseIterable { case low = 1, mid, high }
extension G97Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G97bump(_ x: inout Int, by k: Int) { x += k }
enum G97Err: Error { case tooBig(Int), odd }
final class G97Counter { var count = 0; var dirty = false }
func G97armR6(_ m: G97Model, _ c: G97Counter) {
  let v = withObservationTracking { m.b } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program97() async {
  print("— program 97")
  let m = G97Model()
  let n = G97Model()
  let solo = G97Model()
  let echo = G97Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.cached }) { print("L1 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F2 \(i): \(x)") }
  G97bump(&m.a, by: 2)
  let cE4 = G97Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  if case let .run(k)? = Optional(G97Job.run(m.a)), k > 0 { print("F5 run \(k)") } else { print("F5 not running") }
  let cR6 = G97Counter()
  G97armR6(m, cR6)
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  let cE8 = G97Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b = 1008
  print("E8 after: \(solo.b) calls \(cE8.count)")
  m.flag = false; m.a = 1
  n.bag = G97Bag()
  let vT9 = withObservationTracking { _ = m.span.hi; _ = (m.opt ?? -1); _ = m.a; return m.span.hi } onChange: { print("T9 fired, sees \(m.span.hi)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  n.bag = G97Bag(); m.flag = false
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 97: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.bag) \(m.item.q) \(m.ref.v) \(m.mode) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program97()
