//: # Generated programs 3..<4, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 3
struct G3Point: Equatable { var x = 0 }
struct G3Bag { var n = 0 }
@Observable final class G3Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G3Point] = [G3Point(), G3Point()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G3Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G3Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G3Mode { case idle, busy }
enum G3Job { case none, run(Int) }
enum G3Level: Int, CaseIterable { case low = 1, mid, high }
extension G3Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G3bump(_ x: inout Int, by k: Int) { x += k }
enum G3Err: Error { case tooBig(Int), odd }
final class G3Counter { var count = 0; var dirty = false }
@MainActor func program3() async {
  print("— program 3")
  let m = G3Model()
  let n = G3Model()
  let solo = G3Model()
  let echo = G3Model()
  print("state: \(m.arr.count) \((n.opt ?? -1))")
  let cE1 = G3Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m[0] + (m.flag ? m.a : m.b)) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G3Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.w) \(n.arr[1])")
  withObservationTracking { _ = m.points[0].x; _ = m.arr[1] } onChange: { print("T6 fired, sees \(m.points[0].x)") }
  withObservationTracking { _ = (m.flag ? m.a : m.b); _ = (m.dict["k"] ?? 0); _ = (m.dict["k"] ?? 0) } onChange: { print("T7 fired, sees \((m.flag ? m.a : m.b))") }
  let vT8 = withObservationTracking { _ = m.flag; _ = m.b; return m.flag } onChange: { print("T8 fired, sees \(m.flag)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m[0] + m.dict.count }) { print("L9 got \(v)") } }
  withObservationTracking { _ = m[0]; _ = m[1] } onChange: { print("T10 fired, sees \(m[0])") }
  let vT11 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T11 fired, sees \(n.summary)") }
  print("T11 read \(vT11)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 3: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m[0])")
}

await program3()
