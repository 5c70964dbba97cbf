//: # Generated programs 0..<1, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 0
struct G0Point: Equatable { var x = 0 }
struct G0Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G0Item { var q = 0 }
@Observable final class G0Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G0Point] = [G0Point(), G0Point()]
  var bag = G0Bag()
  var item = G0Item()
  var items: [G0Item] = [G0Item(), G0Item()]
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G0Mode { case idle, busy }
enum G0Job { case none, run(Int) }
enum G0Level: Int, CaseIterable { case low = 1, mid, high }
extension G0Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G0bump(_ x: inout Int, by k: Int) { x += k }
enum G0Err: Error { case tooBig(Int), odd }
final class G0Counter { var count = 0; var dirty = false }
@MainActor func program0() async {
  print("— program 0")
  let m = G0Model()
  let n = G0Model()
  let solo = G0Model()
  let echo = G0Model()
  let cE1 = G0Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.item.q + (m.opt ?? -1)) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G0Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.points[0].x) \(n.arr.count)")
  withObservationTracking { _ = m[1]; _ = m.arr.count } onChange: { print("T6 fired, sees \(m[1])") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 0: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program0()
