//: # Generated programs 92..<93, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 92
struct G92Point: Equatable { var x = 0 }
struct G92Bag { var n = 0 }
@Observable final class G92Item { var q = 0; deinit { print("G92Item deinit") } }
@Observable final class G92Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var points: [G92Point] = [G92Point(), G92Point()]
  var bag = G92Bag()
  var item = G92Item()
  var items: [G92Item] = [G92Item(), G92Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G92Mode.idle
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G92Mode { case idle, busy }
enum G92Job { case none, run(Int) }
enum G92Level: Int, CaseIterable { case low = 1, mid, high }
extension G92Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G92bump(_ x: inout Int, by k: Int) { x += k }
enum G92Err: Error { case tooBig(Int), odd }
final class G92Counter { var count = 0; var dirty = false }
func G92armR7(_ m: G92Model, _ c: G92Counter) {
  let v = withObservationTracking { m.items[1].q } onChange: { print("R7 fired"); c.dirty = true }
  print("R7 armed, read \(v)")
}
@MainActor func program92() async {
  print("— program 92")
  let m = G92Model()
  let n = G92Model()
  let solo = G92Model()
  let echo = G92Model()
  let cE1 = G92Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L2 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F3 \(i): \(x)") }
  G92bump(&m.a, by: 2)
  let cE5 = G92Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  if case let .run(k)? = Optional(G92Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  let cR7 = G92Counter()
  G92armR7(m, cR7)
  withObservationTracking { m.a += 1 } onChange: { print("M8 fired") }
  let cE9 = G92Counter()
  withObservationTracking { _ = solo.b } onChange: { cE9.count += 1; let d = cE9.count; print("E9 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E9 exit \(d)") }
  solo.b = 1009
  print("E9 after: \(solo.b) calls \(cE9.count)")
  m.a = m.a; m.points[1] = G92Point()
  n.points[0].x = 2
  let vT10 = withObservationTracking { _ = (m.flag ? m.a : m.b); _ = (m.opt ?? -1); _ = m.total; return (m.flag ? m.a : m.b) } onChange: { print("T10 fired, sees \((m.flag ? m.a : m.b))") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  n.items.append(G92Item()); m.items[1].q = 3
  print("state: \((m.dict["k"] ?? 0)) \(n.bag)")
  withObservationTracking { _ = m.total; _ = m.items[1].q } onChange: { print("T11 fired, sees \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 92: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m.span.hi)")
}

await program92()
