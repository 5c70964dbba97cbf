//: # Generated programs 190..<191, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 190
struct G190Point: Equatable { var x = 0 }
struct G190Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G190Item { var q = 2 }
final class G190Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G190Ref, r: G190Ref) -> Bool { l.v == r.v } }
@Observable final class G190Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G190Point] = [G190Point(), G190Point()]
  var item = G190Item()
  @ObservationIgnored var ignored = 0
  var ref = G190Ref(0)
  var job = G190Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G190Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G190Mode { case idle, busy }
enum G190Job { case none, run(Int) }
enum G190Level: Int, CaseIterable { case low = 1, mid, high }
extension G190Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G190bump(_ x: inout Int, by k: Int) { x += k }
enum G190Err: Error { case tooBig(Int), odd }
final class G190Counter { var count = 0; var dirty = false }
func G190armR7(_ m: G190Model, _ c: G190Counter) {
  let v = withObservationTracking { m[0] } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G190armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program190() async {
  print("— program 190")
  let m = G190Model()
  let n = G190Model()
  let solo = G190Model()
  let echo = G190Model()
  withObservationTracking { _ = m.a; withObservationTracking { _ = m.b } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  withObservationTracking { _ = m.item.q; withObservationTracking { _ = m.points } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW3 = G190Counter()
  withObservationTracking { _ = (m.dict["k"] ?? 0) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.dict["k"] ?? 0))"); if cW3.count >= 1 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.dict["k"] ?? 0))") }
  withObservationTracking { _ = m.dict.count; _ = m.level } onChange: { print("T4 fired, sees \(m.dict.count)") }
  (n.span.lo, n.span.hi) = (n.span.hi, n.span.lo); m.b = 3; n.a += 0
  let loopL5 = Task { @MainActor in for await v in Observations({ m.b + m.points[0].x }) { print("L5 got \(v)") } }
  let vT6 = withObservationTracking { _ = m[0]; return m[0] } onChange: { print("T6 fired, sees \(m[0])") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR7 = G190Counter()
  G190armR7(m, cR7)
  withObservationTracking { _ = m.a; _ = m.flag; _ = m[0] } onChange: { print("T8 fired, sees \(m.a)") }
  let vT9 = withObservationTracking { _ = m.item.q; _ = m.points[0].x; _ = m.level; return m.item.q } onChange: { print("T9 fired, sees \(m.item.q)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 190: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0])")
}

await program190()
