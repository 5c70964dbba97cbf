//: # Generated programs 132..<133, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 132
struct G132Point: Equatable { var x = 0 }
struct G132Bag { var n = 0 }
@Observable final class G132Item { var q = 0; deinit { print("G132Item deinit") } }
@Observable final class G132Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G132Point] = [G132Point(), G132Point()]
  var items: [G132Item] = [G132Item(), G132Item()]
  var mode = G132Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G132Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G132Mode { case idle, busy }
enum G132Job { case none, run(Int) }
enum G132Level: Int, CaseIterable { case low = 1, mid, high }
extension G132Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G132bump(_ x: inout Int, by k: Int) { x += k }
enum G132Err: Error { case tooBig(Int), odd }
final class G132Counter { var count = 0; var dirty = false }
@MainActor func program132() async {
  print("— program 132")
  let m = G132Model()
  let n = G132Model()
  let solo = G132Model()
  let echo = G132Model()
  n.a = n.a
  let vT1 = withObservationTracking { _ = m.points[0].x; _ = (m.dict["k"] ?? 0); _ = m.a; return m.points[0].x } onChange: { print("T1 fired, sees \(m.points[0].x)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  n.span.hi = 1; m.tags.remove(1)
  print("state: \(m.total) \(n.price)")
  withObservationTracking { _ = m.total; _ = m.tags.count } onChange: { print("T2 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T3 fired, sees \(n.b)") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.price; _ = m.items.count; _ = m.d } onChange: { print("T5 fired, sees \(m.price)") }
  let cW6 = G132Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.price = m.price; m.tags = [2, 1]
  withObservationTracking { _ = m.level; _ = m.items[1].q } onChange: { print("T7 fired, sees \(m.level)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 132: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.items[1].q) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program132()
