//: # Generated programs 147..<148, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 147
struct G147Point: Equatable { var x = 0 }
struct G147Bag { var n = 0 }
@Observable final class G147Item { var q = 2 }
@Observable final class G147Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G147Point] = [G147Point(), G147Point()]
  var item = G147Item()
  var items: [G147Item] = [G147Item(), G147Item()]
  var mode = G147Mode.idle
  var job = G147Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G147Mode { case idle, busy }
enum G147Job { case none, run(Int) }
enum G147Level: Int, CaseIterable { case low = 1, mid, high }
extension G147Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G147bump(_ x: inout Int, by k: Int) { x += k }
enum G147Err: Error { case tooBig(Int), odd }
final class G147Counter { var count = 0; var dirty = false }
@MainActor func program147() async {
  print("— program 147")
  let m = G147Model()
  let n = G147Model()
  let solo = G147Model()
  let echo = G147Model()
  withObservationTracking { _ = n.span.hi; _ = n.total } onChange: { print("T1 fired, sees \(n.span.hi)") }
  withObservationTracking { _ = m.points; withObservationTracking { _ = m.items.count } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  withObservationTracking { _ = (m.a + m.item.q); _ = (m.flag ? m.a : m.b) } onChange: { print("T3 fired, sees \((m.a + m.item.q))") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T4 fired, sees \((n.flag ? n.a : n.b))") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.items[1].q }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.tags.count; _ = m.tags.sorted() } onChange: { print("T6 fired, sees \(m.points)") }
  let cW7 = G147Counter()
  withObservationTracking { _ = m[1] } willSet: { t in cW7.count += 1; print("W7 willSet \(m[1])"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m[1])") }
  m.price = m.price; m.b = 0
  withObservationTracking { _ = m.job; _ = m.a } onChange: { print("T8 fired, sees \(m.job)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 147: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program147()
