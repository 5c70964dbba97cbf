//: # Generated programs 15..<16, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 15
struct G15Point: Equatable { var x = 0 }
struct G15Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G15Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G15Bag()
  var mode = G15Mode.idle
  var job = G15Job.none
  var level = G15Level.low
  var price: Decimal = 1.5
}
enum G15Mode { case idle, busy }
enum G15Job { case none, run(Int) }
enum G15Level: Int, CaseIterable { case low = 1, mid, high }
extension G15Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G15bump(_ x: inout Int, by k: Int) { x += k }
enum G15Err: Error { case tooBig(Int), odd }
final class G15Counter { var count = 0; var dirty = false }
@MainActor func program15() async {
  print("— program 15")
  let m = G15Model()
  let n = G15Model()
  let solo = G15Model()
  let echo = G15Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.arr[1] + (m.flag ? m.a : m.b) }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next((m.opt ?? -1) + m.arr[1]) }) { print("L2 got \(v)") }; print("L2 finished") }
  withObservationTracking { _ = m.b } onChange: { print("T3 fired, sees \(m.b)") }
  m.arr.append(2); m.mode = .busy
  withObservationTracking { _ = m.flag; _ = (m.opt ?? -1); _ = m.mode } onChange: { print("T4 fired, sees \(m.flag)") }
  G15bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 15: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.bag) \(m.mode) \(m.job) \(m.level) \(m.price)")
}

await program15()
