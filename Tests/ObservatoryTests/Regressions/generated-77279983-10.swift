//: # Generated programs 10..<11, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 10
struct G10Point: Equatable { var x = 0 }
struct G10Bag { var n = 0 }
@Observable final class G10Item { var q = 2 }
@Observable final class G10Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G10Point] = [G10Point(), G10Point()]
  var item = G10Item()
  var items: [G10Item] = [G10Item(), G10Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G10Mode { case idle, busy }
enum G10Job { case none, run(Int) }
enum G10Level: Int, CaseIterable { case low = 1, mid, high }
extension G10Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G10bump(_ x: inout Int, by k: Int) { x += k }
enum G10Err: Error { case tooBig(Int), odd }
final class G10Counter { var count = 0; var dirty = false }
@MainActor func program10() async {
  print("— program 10")
  let m = G10Model()
  let n = G10Model()
  let solo = G10Model()
  let echo = G10Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.b + m.a }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.a + m.total) }) { print("L2 got \(v)") }; print("L2 finished") }
  withObservationTracking { _ = m.ignored } onChange: { print("T3 fired, sees \(m.ignored)") }
  m.ignored += 1; m.points[1].x = 3
  withObservationTracking { _ = m.arr; _ = m.span.hi; _ = m.arr } onChange: { print("T4 fired, sees \(m.arr)") }
  G10bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 10: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program10()
