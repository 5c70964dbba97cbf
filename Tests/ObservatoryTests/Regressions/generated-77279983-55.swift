//: # Generated programs 55..<56, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 55
struct G55Point: Equatable { var x = 0 }
struct G55Bag { var n = 0 }
@Observable final class G55Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G55Point] = [G55Point(), G55Point()]
  @ObservationIgnored var ignored = 0
  var job = G55Job.none
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G55Mode { case idle, busy }
enum G55Job { case none, run(Int) }
enum G55Level: Int, CaseIterable { case low = 1, mid, high }
extension G55Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G55bump(_ x: inout Int, by k: Int) { x += k }
enum G55Err: Error { case tooBig(Int), odd }
final class G55Counter { var count = 0; var dirty = false }
@MainActor func program55() async {
  print("— program 55")
  let m = G55Model()
  let n = G55Model()
  let solo = G55Model()
  let echo = G55Model()
  print("state: \(m.total) \(n.price)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ m[0] + m.ignored }) { print("L1 got \(v)") } }
  withObservationTracking { _ = n.a; _ = m[0] } onChange: { print("T2 fired, sees \(n.a)") }
  let vT3 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T3 fired, sees \(n.summary)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.dict.count }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.job = .none; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 55: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.ignored) \(m.job) \((m.dict["k"] ?? 0)) \(m[0]) \(m.price)")
}

await program55()
