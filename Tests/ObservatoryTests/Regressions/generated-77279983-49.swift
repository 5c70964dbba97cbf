//: # Generated programs 49..<50, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 49
struct G49Point: Equatable { var x = 0 }
struct G49Bag { var n = 0 }
@Observable final class G49Item { var q = 2 }
final class G49Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G49Ref, r: G49Ref) -> Bool { l.v == r.v } }
@Observable final class G49Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G49Point] = [G49Point(), G49Point()]
  var bag = G49Bag()
  var item = G49Item()
  var items: [G49Item] = [G49Item(), G49Item()]
  @ObservationIgnored var ignored = 0
  var ref = G49Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G49Mode { case idle, busy }
enum G49Job { case none, run(Int) }
enum G49Level: Int, CaseIterable { case low = 1, mid, high }
extension G49Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G49bump(_ x: inout Int, by k: Int) { x += k }
enum G49Err: Error { case tooBig(Int), odd }
final class G49Counter { var count = 0; var dirty = false }
func G49armR9(_ m: G49Model, _ c: G49Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { print("R9 fired"); c.dirty = true }
  print("R9 armed, read \(v)")
}
@MainActor func program49() async {
  print("— program 49")
  let m = G49Model()
  let n = G49Model()
  let solo = G49Model()
  let echo = G49Model()
  withObservationTracking { _ = m.item.q; _ = m.points } onChange: { print("T1 fired, sees \(m.item.q)") }
  let cL2 = G49Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.ref.v) \(n.opt)")
  m.item.q = 0; m.cached = 1
  let cE4 = G49Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  print("state: \(m.b) \((n.dict["k"] ?? 0))")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T5 fired, sees \(m.total)") }
  G49bump(&m.a, by: 2)
  let cE7 = G49Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  if case let .run(k)? = Optional(G49Job.run(m.a)), k > 0 { print("F8 run \(k)") } else { print("F8 not running") }
  let cR9 = G49Counter()
  G49armR9(m, cR9)
  withObservationTracking { m.a += 1 } onChange: { print("M10 fired") }
  let cE11 = G49Counter()
  withObservationTracking { _ = solo.b } onChange: { cE11.count += 1; let d = cE11.count; print("E11 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E11 exit \(d)") }
  solo.b = 1011
  print("E11 after: \(solo.b) calls \(cE11.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 49: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \((m.dict["k"] ?? 0)) \(m.tags.sorted()) \(m.cached)")
}

await program49()
