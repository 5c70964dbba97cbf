//: # Generated programs 93..<94, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 93
struct G93Point: Equatable { var x = 0 }
struct G93Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G93Item { var q = 2; deinit { print("G93Item deinit") } }
final class G93Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G93Ref, r: G93Ref) -> Bool { l.v == r.v } }
@Observable final class G93Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G93Point] = [G93Point(), G93Point()]
  var bag = G93Bag()
  var item = G93Item()
  var ref = G93Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var level = G93Level.low
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G93Mode { case idle, busy }
enum G93Job { case none, run(Int) }
enum G93Level: Int, CaseIterable { case low = 1, mid, high }
extension G93Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G93bump(_ x: inout Int, by k: Int) { x += k }
enum G93Err: Error { case tooBig(Int), odd }
final class G93Counter { var count = 0; var dirty = false }
func G93armR5(_ m: G93Model, _ c: G93Counter) {
  let v = withObservationTracking { m.arr.count } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G93armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program93() async {
  print("— program 93")
  let m = G93Model()
  let n = G93Model()
  let solo = G93Model()
  let echo = G93Model()
  withObservationTracking { _ = m.a; _ = m.level.rawValue } onChange: { print("T1 fired, sees \(m.a)") }
  G93bump(&m.a, by: 2)
  let cE3 = G93Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G93Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G93Counter()
  G93armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G93Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.d += 1; m.item = G93Item()
  n.b = 2
  let vT8 = withObservationTracking { _ = m.arr.count; _ = m.item.q; _ = m.a; return m.arr.count } onChange: { print("T8 fired, sees \(m.arr.count)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 93: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.ref.v) \(m.w) \(m.d) \(m.level) \(m.cached)")
}

await program93()
