//: # Generated programs 163..<164, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 163
struct G163Point: Equatable { var x = 0 }
struct G163Bag { var n = 0 }
@Observable final class G163Item { var q = 1; deinit { print("G163Item deinit") } }
final class G163Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G163Ref, r: G163Ref) -> Bool { l.v == r.v } }
@Observable final class G163Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var item = G163Item()
  var ref = G163Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G163Mode.idle
  var job = G163Job.none
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G163Mode { case idle, busy }
enum G163Job { case none, run(Int) }
enum G163Level: Int, CaseIterable { case low = 1, mid, high }
extension G163Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G163bump(_ x: inout Int, by k: Int) { x += k }
enum G163Err: Error { case tooBig(Int), odd }
final class G163Counter { var count = 0; var dirty = false }
@MainActor func program163() async {
  print("— program 163")
  let m = G163Model()
  let n = G163Model()
  let solo = G163Model()
  let echo = G163Model()
  let vT1 = withObservationTracking { _ = m[0]; _ = (m.opt ?? -1); return m[0] } onChange: { print("T1 fired, sees \(m[0])") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.opt ?? -1); _ = (m.a + m.item.q) } onChange: { print("T2 fired, sees \((m.opt ?? -1))") }
  let obsI3 = Observations({ m[0] + m.a })
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.price * 3); _ = (m.a + m.item.q); _ = m.summary } onChange: { print("T4 fired, sees \((m.price * 3))") }
  let cW5 = G163Counter()
  withObservationTracking { _ = (m.flag ? m.a : m.b) } willSet: { t in cW5.count += 1; print("W5 willSet \((m.flag ? m.a : m.b))"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \((m.flag ? m.a : m.b))") }
  m.name = "s0"; m.ref = G163Ref(0)
  withObservationTracking { _ = m.summary; _ = m.w } onChange: { print("T6 fired, sees \(m.summary)") }
  withObservationTracking { _ = m.item.q } onChange: { print("T7 fired, sees \(m.item.q)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 163: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.item.q) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m[0]) \(m.price)")
}

await program163()
