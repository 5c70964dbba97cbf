//: # Generated programs 76..<77, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 76
struct G76Point: Equatable { var x = 0 }
struct G76Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G76Item { var q = 2 }
@Observable final class G76Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var points: [G76Point] = [G76Point(), G76Point()]
  var item = G76Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G76Mode.idle
  var job = G76Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G76Mode { case idle, busy }
enum G76Job { case none, run(Int) }
enum G76Level: Int, CaseIterable { case low = 1, mid, high }
extension G76Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G76bump(_ x: inout Int, by k: Int) { x += k }
enum G76Err: Error { case tooBig(Int), odd }
final class G76Counter { var count = 0; var dirty = false }
func G76armR6(_ m: G76Model, _ c: G76Counter) {
  let v = withObservationTracking { m.span.hi } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G76armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program76() async {
  print("— program 76")
  let m = G76Model()
  let n = G76Model()
  let solo = G76Model()
  let echo = G76Model()
  withObservationTracking { _ = (m.a + m.item.q); withObservationTracking { _ = (m.a + m.item.q) } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  print("state: \(m.points[0].x) \((n.a + n.item.q))")
  withObservationTracking { _ = m.span.hi; _ = (m.opt ?? -1) } onChange: { print("T2 fired, sees \(m.span.hi)") }
  G76bump(&m.a, by: 2)
  let cE4 = G76Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  if case let .run(k)? = Optional(G76Job.run(m.a)), k > 0 { print("F5 run \(k)") } else { print("F5 not running") }
  let cR6 = G76Counter()
  G76armR6(m, cR6)
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  let cE8 = G76Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b = 1008
  print("E8 after: \(solo.b) calls \(cE8.count)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 76: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.item.q) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program76()
