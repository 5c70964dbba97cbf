//: # Generated programs 14..<15, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 14
struct G14Point: Equatable { var x = 0 }
struct G14Bag { var n = 0 }
@Observable final class G14Item { var q = 0 }
@Observable final class G14Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G14Point] = [G14Point(), G14Point()]
  var item = G14Item()
  var job = G14Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G14Mode { case idle, busy }
enum G14Job { case none, run(Int) }
enum G14Level: Int, CaseIterable { case low = 1, mid, high }
extension G14Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G14bump(_ x: inout Int, by k: Int) { x += k }
enum G14Err: Error { case tooBig(Int), odd }
final class G14Counter { var count = 0; var dirty = false }
@MainActor func program14() async {
  print("— program 14")
  let m = G14Model()
  let n = G14Model()
  let solo = G14Model()
  let echo = G14Model()
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next((m.a + m.item.q) + m.item.q) }) { print("L1 got \(v)") }; print("L1 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL2 = G14Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  print("F3 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M4 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \((m.span.lo + m.span.hi)) \(n.b)")
  withObservationTracking { _ = m.span.hi; _ = m.span.hi } onChange: { print("T5 fired, sees \(m.span.hi)") }
  withObservationTracking { _ = m.item.q; _ = m.cached; _ = (m.opt ?? -1) } onChange: { print("T6 fired, sees \(m.item.q)") }
  let vT7 = withObservationTracking { _ = m.arr; _ = m.span.hi; return m.arr } onChange: { print("T7 fired, sees \(m.arr)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 14: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.item.q) \(m.job) \(m.d) \(m.span.hi) \(m.cached)")
}

await program14()
