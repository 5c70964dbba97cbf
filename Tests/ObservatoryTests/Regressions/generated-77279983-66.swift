//: # Generated programs 66..<67, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 66
struct G66Point: Equatable { var x = 0 }
struct G66Bag { var n = 0 }
@Observable final class G66Item { var q = 2 }
@Observable final class G66Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var item = G66Item()
  @ObservationIgnored var ignored = 0
  var mode = G66Mode.idle
  var job = G66Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G66Mode { case idle, busy }
enum G66Job { case none, run(Int) }
enum G66Level: Int, CaseIterable { case low = 1, mid, high }
extension G66Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G66bump(_ x: inout Int, by k: Int) { x += k }
enum G66Err: Error { case tooBig(Int), odd }
final class G66Counter { var count = 0; var dirty = false }
@MainActor func program66() async {
  print("— program 66")
  let m = G66Model()
  let n = G66Model()
  let solo = G66Model()
  let echo = G66Model()
  let cL1 = G66Counter()
  let loopL1 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L1 got \(v)"); if cL1.count < 2 { cL1.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F2 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.ignored) \(n.mode)")
  (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo); m.flag = false
  let cE3 = G66Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  print("state: \(m.a) \(n.total)")
  withObservationTracking { _ = m.a; _ = (m.span.lo + m.span.hi) } onChange: { print("T4 fired, sees \(m.a)") }
  G66bump(&m.a, by: 2)
  let cE6 = G66Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b = 1006
  print("E6 after: \(solo.b) calls \(cE6.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 66: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.item.q) \(m.ignored) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.cached)")
}

await program66()
