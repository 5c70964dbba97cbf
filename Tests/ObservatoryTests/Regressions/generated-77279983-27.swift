//: # Generated programs 27..<28, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 27
struct G27Point: Equatable { var x = 0 }
struct G27Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G27Item { var q = 0 }
@Observable final class G27Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var items: [G27Item] = [G27Item(), G27Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G27Job.none
  var d = 0.5
  var level = G27Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G27Mode { case idle, busy }
enum G27Job { case none, run(Int) }
enum G27Level: Int, CaseIterable { case low = 1, mid, high }
extension G27Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G27bump(_ x: inout Int, by k: Int) { x += k }
enum G27Err: Error { case tooBig(Int), odd }
final class G27Counter { var count = 0; var dirty = false }
@MainActor func program27() async {
  print("— program 27")
  let m = G27Model()
  let n = G27Model()
  let solo = G27Model()
  let echo = G27Model()
  withObservationTracking { m.b = 7 } onChange: { print("M1 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m[1]) \(n.b)")
  withObservationTracking { _ = m[0]; _ = m[0] } onChange: { print("T2 fired, sees \(m[0])") }
  withObservationTracking { _ = m.w; _ = m.cached; _ = m.arr[1] } onChange: { print("T3 fired, sees \(m.w)") }
  let vT4 = withObservationTracking { _ = m.arr; _ = m[0]; return m.arr } onChange: { print("T4 fired, sees \(m.arr)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.total + m[1] }) { print("L5 got \(v)") } }
  withObservationTracking { _ = n.total; _ = m[0] } onChange: { print("T6 fired, sees \(n.total)") }
  let vT7 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T7 fired, sees \(n.summary)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL8 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 27: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.items[1].q) \(m.w) \(m.job) \(m.d) \(m.level) \(m[0]) \(m.cached)")
}

await program27()
