//: # Generated programs 1..<2, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 1
struct G1Point: Equatable { var x = 0 }
struct G1Bag { var n = 0 }
@Observable final class G1Item { var q = 2 }
@Observable final class G1Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G1Point] = [G1Point(), G1Point()]
  var bag = G1Bag()
  var item = G1Item()
  var job = G1Job.none
  var d = 0.5
  var level = G1Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G1Mode { case idle, busy }
enum G1Job { case none, run(Int) }
enum G1Level: Int, CaseIterable { case low = 1, mid, high }
extension G1Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G1bump(_ x: inout Int, by k: Int) { x += k }
enum G1Err: Error { case tooBig(Int), odd }
final class G1Counter { var count = 0; var dirty = false }
@MainActor func program1() async {
  print("— program 1")
  let m = G1Model()
  let n = G1Model()
  let solo = G1Model()
  let echo = G1Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.bag.n + m.bag.n }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.span.hi + m.span.hi) }) { print("L2 got \(v)") }; print("L2 finished") }
  withObservationTracking { _ = m.points[0].x } onChange: { print("T3 fired, sees \(m.points[0].x)") }
  m.bag = G1Bag(); m.price += 0.1
  withObservationTracking { _ = m.price; _ = (m.flag ? m.a : m.b); _ = m.d } onChange: { print("T4 fired, sees \(m.price)") }
  G1bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 1: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m[0]) \(m.price)")
}

await program1()
