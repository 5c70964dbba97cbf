//: # Generated programs 53..<54, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 53
struct G53Point: Equatable { var x = 0 }
struct G53Bag { var n = 0 }
@Observable final class G53Item { var q = 0 }
@Observable final class G53Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G53Point] = [G53Point(), G53Point()]
  var bag = G53Bag()
  var item = G53Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G53Mode { case idle, busy }
enum G53Job { case none, run(Int) }
enum G53Level: Int, CaseIterable { case low = 1, mid, high }
extension G53Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G53bump(_ x: inout Int, by k: Int) { x += k }
enum G53Err: Error { case tooBig(Int), odd }
final class G53Counter { var count = 0; var dirty = false }
@MainActor func program53() async {
  print("— program 53")
  let m = G53Model()
  let n = G53Model()
  let solo = G53Model()
  let echo = G53Model()
  G53bump(&m.a, by: 3)
  let loopL2 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) + m.span.hi }) { print("L2 got \(v)") } }
  withObservationTracking { _ = (n.a + n.item.q); _ = n.dict.count } onChange: { print("T3 fired, sees \((n.a + n.item.q))") }
  let vT4 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T4 fired, sees \(n.summary)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.name = "s0"; m.w = 2
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 53: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.w) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.price)")
}

await program53()
