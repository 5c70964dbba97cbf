//: # Generated programs 99..<100, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 99
struct G99Point: Equatable { var x = 0 }
struct G99Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G99Item { var q = 2; deinit { print("G99Item deinit") } }
final class G99Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G99Ref, r: G99Ref) -> Bool { l.v == r.v } }
@Observable final class G99Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var points: [G99Point] = [G99Point(), G99Point()]
  var items: [G99Item] = [G99Item(), G99Item()]
  var ref = G99Ref(0)
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G99Mode { case idle, busy }
enum G99Job { case none, run(Int) }
enum G99Level: Int, CaseIterable { case low = 1, mid, high }
extension G99Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G99bump(_ x: inout Int, by k: Int) { x += k }
enum G99Err: Error { case tooBig(Int), odd }
final class G99Counter { var count = 0; var dirty = false }
func G99armR5(_ m: G99Model, _ c: G99Counter) {
  let v = withObservationTracking { m.ref.v } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G99armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program99() async {
  print("— program 99")
  let m = G99Model()
  let n = G99Model()
  let solo = G99Model()
  let echo = G99Model()
  withObservationTracking { _ = m.arr[1]; _ = m.b } onChange: { print("T1 fired, sees \(m.arr[1])") }
  G99bump(&m.a, by: 2)
  let cE3 = G99Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G99Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G99Counter()
  G99armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G99Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m.arr.append(3); m.a = 1
  n.items[0].q = 2
  let vT8 = withObservationTracking { _ = m.b; _ = m.cached; _ = m.tags.count; return m.b } onChange: { print("T8 fired, sees \(m.b)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 99: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.points) \(m.items[1].q) \(m.ref.v) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program99()
