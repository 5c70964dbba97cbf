//: # Generated programs 17..<18, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 17
struct G17Point: Equatable { var x = 0 }
struct G17Bag { var n = 0 }
final class G17Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G17Ref, r: G17Ref) -> Bool { l.v == r.v } }
@Observable final class G17Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var ref = G17Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G17Mode { case idle, busy }
enum G17Job { case none, run(Int) }
enum G17Level: Int, CaseIterable { case low = 1, mid, high }
extension G17Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G17bump(_ x: inout Int, by k: Int) { x += k }
enum G17Err: Error { case tooBig(Int), odd }
final class G17Counter { var count = 0; var dirty = false }
@MainActor func program17() async {
  print("— program 17")
  let m = G17Model()
  let n = G17Model()
  let solo = G17Model()
  let echo = G17Model()
  let cE1 = G17Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.arr[1] + m[0]) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G17Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m[0]) \(m[1])")
  withObservationTracking { _ = m.b; _ = m.a } onChange: { print("T6 fired, sees \(m.b)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 17: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.ref.v) \(m.w) \(m.d) \(m[0]) \(m.cached)")
}

await program17()
