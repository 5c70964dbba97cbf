//: # Generated programs 84..<85, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 84
struct G84Point: Equatable { var x = 0 }
struct G84Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G84Item { var q = 2; deinit { print("G84Item deinit") } }
final class G84Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G84Ref, r: G84Ref) -> Bool { l.v == r.v } }
@Observable final class G84Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G84Point] = [G84Point(), G84Point()]
  var bag = G84Bag()
  var item = G84Item()
  @ObservationIgnored var ignored = 0
  var ref = G84Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G84Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G84Level.low
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G84Mode { case idle, busy }
enum G84Job { case none, run(Int) }
enum G84Level: Int, CaseIterable { case low = 1, mid, high }
extension G84Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G84bump(_ x: inout Int, by k: Int) { x += k }
enum G84Err: Error { case tooBig(Int), odd }
final class G84Counter { var count = 0; var dirty = false }
func G84armR5(_ m: G84Model, _ c: G84Counter) {
  let v = withObservationTracking { m.ref.v } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G84armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program84() async {
  print("— program 84")
  let m = G84Model()
  let n = G84Model()
  let solo = G84Model()
  let echo = G84Model()
  withObservationTracking { _ = m.ref.v; _ = m.arr[1] } onChange: { print("T1 fired, sees \(m.ref.v)") }
  G84bump(&m.a, by: 2)
  let cE3 = G84Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G84Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G84Counter()
  G84armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G84Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.tags.remove(1); m.arr.append(1)
  n.points[1] = G84Point()
  let vT8 = withObservationTracking { _ = m.b; _ = m.item.q; _ = m.total; return m.b } onChange: { print("T8 fired, sees \(m.b)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 84: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.w) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted()) \(m.price)")
}

await program84()
