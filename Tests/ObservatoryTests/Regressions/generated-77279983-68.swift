//: # Generated programs 68..<69, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 68
struct G68Point: Equatable { var x = 0 }
struct G68Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G68Item { var q = 3 }
final class G68Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G68Ref, r: G68Ref) -> Bool { l.v == r.v } }
@Observable final class G68Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var flag = false
  var points: [G68Point] = [G68Point(), G68Point()]
  var item = G68Item()
  var ref = G68Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G68Job.none
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G68Mode { case idle, busy }
enum G68Job { case none, run(Int) }
enum G68Level: Int, CaseIterable { case low = 1, mid, high }
extension G68Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G68bump(_ x: inout Int, by k: Int) { x += k }
enum G68Err: Error { case tooBig(Int), odd }
final class G68Counter { var count = 0; var dirty = false }
func G68armR7(_ m: G68Model, _ c: G68Counter) {
  let v = withObservationTracking { m.b } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G68armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program68() async {
  print("— program 68")
  let m = G68Model()
  let n = G68Model()
  let solo = G68Model()
  let echo = G68Model()
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.w) \(n.flag)")
  m.price += 0.1; m.a += 0
  let cE2 = G68Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  print("state: \((m.flag ? m.a : m.b)) \(n.a)")
  withObservationTracking { _ = m.ref.v; _ = (m.dict["k"] ?? 0) } onChange: { print("T3 fired, sees \(m.ref.v)") }
  G68bump(&m.a, by: 2)
  let cE5 = G68Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  if case let .run(k)? = Optional(G68Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  let cR7 = G68Counter()
  G68armR7(m, cR7)
  withObservationTracking { m.a += 1 } onChange: { print("M8 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 68: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.points) \(m.item.q) \(m.ref.v) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program68()
