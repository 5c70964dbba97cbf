//: # Generated programs 95..<96, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 95
struct G95Point: Equatable { var x = 0 }
struct G95Bag { var n = 0 }
@Observable final class G95Item { var q = 0; deinit { print("G95Item deinit") } }
@Observable final class G95Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G95Point] = [G95Point(), G95Point()]
  var items: [G95Item] = [G95Item(), G95Item()]
  @ObservationIgnored var ignored = 0
  var mode = G95Mode.idle
  var d = 0.5
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G95Mode { case idle, busy }
enum G95Job { case none, run(Int) }
enum G95Level: Int, CaseIterable { case low = 1, mid, high }
extension G95Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G95bump(_ x: inout Int, by k: Int) { x += k }
enum G95Err: Error { case tooBig(Int), odd }
final class G95Counter { var count = 0; var dirty = false }
func G95armR7(_ m: G95Model, _ c: G95Counter) {
  let v = withObservationTracking { m.b } onChange: { print("R7 fired"); c.dirty = true }
  print("R7 armed, read \(v)")
}
@MainActor func program95() async {
  print("— program 95")
  let m = G95Model()
  let n = G95Model()
  let solo = G95Model()
  let echo = G95Model()
  let cE1 = G95Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations({ m.cached }) { print("L2 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F3 \(i): \(x)") }
  G95bump(&m.a, by: 2)
  let cE5 = G95Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  if case let .run(k)? = Optional(G95Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  let cR7 = G95Counter()
  G95armR7(m, cR7)
  withObservationTracking { m.a += 1 } onChange: { print("M8 fired") }
  let cE9 = G95Counter()
  withObservationTracking { _ = solo.b } onChange: { cE9.count += 1; let d = cE9.count; print("E9 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E9 exit \(d)") }
  solo.b = 1009
  print("E9 after: \(solo.b) calls \(cE9.count)")
  m.a += 0; m.d = 1.5
  n.items[1] = G95Item()
  let vT10 = withObservationTracking { _ = m.items.count; _ = (m.opt ?? -1); _ = m.a; return m.items.count } onChange: { print("T10 fired, sees \(m.items.count)") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  n.tags = [2, 1]; m.ignored += 1
  print("state: \(m.cached) \(n.d)")
  withObservationTracking { _ = m.tags.count; _ = m.cached } onChange: { print("T11 fired, sees \(m.tags.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 95: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.items[1].q) \(m.ignored) \(m.mode) \(m.d) \(m.tags.sorted()) \(m.cached)")
}

await program95()
