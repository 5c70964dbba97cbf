//: # Generated programs 13..<14, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 13
struct G13Point: Equatable { var x = 0 }
struct G13Bag { var n = 0 }
@Observable final class G13Item { var q = 0 }
@Observable final class G13Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G13Point] = [G13Point(), G13Point()]
  var bag = G13Bag()
  var items: [G13Item] = [G13Item(), G13Item()]
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G13Mode { case idle, busy }
enum G13Job { case none, run(Int) }
enum G13Level: Int, CaseIterable { case low = 1, mid, high }
extension G13Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G13bump(_ x: inout Int, by k: Int) { x += k }
enum G13Err: Error { case tooBig(Int), odd }
final class G13Counter { var count = 0; var dirty = false }
@MainActor func program13() async {
  print("— program 13")
  let m = G13Model()
  let n = G13Model()
  let solo = G13Model()
  let echo = G13Model()
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m[0] + (m.flag ? m.a : m.b)) }) { print("L1 got \(v)") }; print("L1 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL2 = G13Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  print("F3 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M4 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.items[1].q) \(n.arr.count)")
  withObservationTracking { _ = m.bag.n; _ = m.arr.count } onChange: { print("T5 fired, sees \(m.bag.n)") }
  withObservationTracking { _ = (m.flag ? m.a : m.b); _ = m.items.count; _ = m.items.count } onChange: { print("T6 fired, sees \((m.flag ? m.a : m.b))") }
  let vT7 = withObservationTracking { _ = m.arr; _ = m.b; return m.arr } onChange: { print("T7 fired, sees \(m.arr)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 13: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.items[1].q) \(m.d) \((m.dict["k"] ?? 0)) \(m[0])")
}

await program13()
