//: # Generated programs 168..<169, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 168
struct G168Point: Equatable { var x = 0 }
struct G168Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G168Item { var q = 0 }
@Observable final class G168Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var flag = false
  var points: [G168Point] = [G168Point(), G168Point()]
  var bag = G168Bag()
  var item = G168Item()
  var items: [G168Item] = [G168Item(), G168Item()]
  var job = G168Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G168Mode { case idle, busy }
enum G168Job { case none, run(Int) }
enum G168Level: Int, CaseIterable { case low = 1, mid, high }
extension G168Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G168bump(_ x: inout Int, by k: Int) { x += k }
enum G168Err: Error { case tooBig(Int), odd }
final class G168Counter { var count = 0; var dirty = false }
@MainActor func program168() async {
  print("— program 168")
  let m = G168Model()
  let n = G168Model()
  let solo = G168Model()
  let echo = G168Model()
  m.price = 2.25; m.a = 1
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  let loopL2 = Task { @MainActor in for await v in Observations({ m.dict.count }) { print("L2 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag; _ = (m.flag ? m.a : m.b); _ = m.points } onChange: { print("T3 fired, sees \(m.bag)") }
  let cW4 = G168Counter()
  withObservationTracking { _ = m.points[0].x } willSet: { t in cW4.count += 1; print("W4 willSet \(m.points[0].x)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.points[0].x)") }
  m.flag.toggle(); m.items[1] = G168Item()
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 168: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.price)")
}

await program168()
