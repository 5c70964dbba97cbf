//: # Generated programs 179..<180, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 179
struct G179Point: Equatable { var x = 0 }
struct G179Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G179Item { var q = 2 }
@Observable final class G179Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var bag = G179Bag()
  var item = G179Item()
  @ObservationIgnored var ignored = 0
  var job = G179Job.none
  var dict: [String: Int] = [:]
  var level = G179Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G179Mode { case idle, busy }
enum G179Job { case none, run(Int) }
enum G179Level: Int, CaseIterable { case low = 1, mid, high }
extension G179Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G179bump(_ x: inout Int, by k: Int) { x += k }
enum G179Err: Error { case tooBig(Int), odd }
final class G179Counter { var count = 0; var dirty = false }
@MainActor func program179() async {
  print("— program 179")
  let m = G179Model()
  let n = G179Model()
  let solo = G179Model()
  let echo = G179Model()
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  let loopL2 = Task { @MainActor in for await v in Observations({ m.dict.count }) { print("L2 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = (m.flag ? m.a : m.b); _ = m.level } onChange: { print("T3 fired, sees \(m.flag)") }
  let cW4 = G179Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW4.count += 1; print("W4 willSet \(m.arr[1])"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.arr[1])") }
  m.flag.toggle(); m.job = .run(0)
  withObservationTracking { _ = m.bag; _ = m.arr[1] } onChange: { print("T5 fired, sees \(m.bag)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 179: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.bag) \(m.item.q) \(m.ignored) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.price) \(m.cached)")
}

await program179()
