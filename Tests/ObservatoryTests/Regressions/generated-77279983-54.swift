//: # Generated programs 54..<55, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 54
struct G54Point: Equatable { var x = 0 }
struct G54Bag { var n = 0 }
final class G54Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G54Ref, r: G54Ref) -> Bool { l.v == r.v } }
@Observable final class G54Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G54Point] = [G54Point(), G54Point()]
  var bag = G54Bag()
  var ref = G54Ref(0)
  var d = 0.5
  var level = G54Level.low
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G54Mode { case idle, busy }
enum G54Job { case none, run(Int) }
enum G54Level: Int, CaseIterable { case low = 1, mid, high }
extension G54Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G54bump(_ x: inout Int, by k: Int) { x += k }
enum G54Err: Error { case tooBig(Int), odd }
final class G54Counter { var count = 0; var dirty = false }
func G54armR9(_ m: G54Model, _ c: G54Counter) {
  let v = withObservationTracking { m.b } onChange: { print("R9 fired"); c.dirty = true }
  print("R9 armed, read \(v)")
}
@MainActor func program54() async {
  print("— program 54")
  let m = G54Model()
  let n = G54Model()
  let solo = G54Model()
  let echo = G54Model()
  withObservationTracking { _ = m.level.rawValue; _ = m.flag } onChange: { print("T1 fired, sees \(m.level.rawValue)") }
  let cL2 = G54Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.bag.n) \(n.name)")
  m.tags = [2, 1]; m.a += 0
  let cE4 = G54Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  print("state: \((m.flag ? m.a : m.b)) \(n.a)")
  withObservationTracking { _ = m.points[0].x; _ = m.ref.v } onChange: { print("T5 fired, sees \(m.points[0].x)") }
  G54bump(&m.a, by: 2)
  let cE7 = G54Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  if case let .run(k)? = Optional(G54Job.run(m.a)), k > 0 { print("F8 run \(k)") } else { print("F8 not running") }
  let cR9 = G54Counter()
  G54armR9(m, cR9)
  withObservationTracking { m.a += 1 } onChange: { print("M10 fired") }
  let cE11 = G54Counter()
  withObservationTracking { _ = solo.b } onChange: { cE11.count += 1; let d = cE11.count; print("E11 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E11 exit \(d)") }
  solo.b = 1011
  print("E11 after: \(solo.b) calls \(cE11.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 54: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.ref.v) \(m.d) \(m.level) \(m.tags.sorted()) \(m.cached)")
}

await program54()
