//: # Generated programs 129..<130, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 129
struct G129Point: Equatable { var x = 0 }
struct G129Bag { var n = 0 }
@Observable final class G129Item { var q = 2; deinit { print("G129Item deinit") } }
@Observable final class G129Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var item = G129Item()
  var items: [G129Item] = [G129Item(), G129Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G129Mode { case idle, busy }
enum G129Job { case none, run(Int) }
enum G129Level: Int, CaseIterable { case low = 1, mid, high }
extension G129Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G129bump(_ x: inout Int, by k: Int) { x += k }
enum G129Err: Error { case tooBig(Int), odd }
final class G129Counter { var count = 0; var dirty = false }
func G129armR1(_ m: G129Model, _ c: G129Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G129armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program129() async {
  print("— program 129")
  let m = G129Model()
  let n = G129Model()
  let solo = G129Model()
  let echo = G129Model()
  let cR1 = G129Counter()
  G129armR1(m, cR1)
  n.item = n.item
  let vT2 = withObservationTracking { _ = (m.flag ? m.a : m.b); _ = m.item.q; _ = m.total; return (m.flag ? m.a : m.b) } onChange: { print("T2 fired, sees \((m.flag ? m.a : m.b))") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  n.price = 2.25; m.item = G129Item()
  print("state: \((m.span.lo + m.span.hi)) \(n.price)")
  withObservationTracking { _ = m.total; _ = (m.dict["k"] ?? 0) } onChange: { print("T3 fired, sees \(m.total)") }
  withObservationTracking { _ = n.items.count } onChange: { print("T4 fired, sees \(n.items.count)") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.span.hi }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = (m.flag ? m.a : m.b); _ = m.summary } onChange: { print("T6 fired, sees \(m.flag)") }
  let cW7 = G129Counter()
  withObservationTracking { _ = m.item.q } willSet: { t in cW7.count += 1; print("W7 willSet \(m.item.q)"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.item.q)") }
  m.span = (lo: 0, hi: 0); m.w = m.w
  withObservationTracking { _ = m.price; _ = m.item.q } onChange: { print("T8 fired, sees \(m.price)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 129: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.item.q) \(m.items[1].q) \(m.w) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program129()
