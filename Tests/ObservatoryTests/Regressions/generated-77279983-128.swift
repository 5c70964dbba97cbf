//: # Generated programs 128..<129, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 128
struct G128Point: Equatable { var x = 0 }
struct G128Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G128Item { var q = 1 }
@Observable final class G128Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var items: [G128Item] = [G128Item(), G128Item()]
  @ObservationIgnored var ignored = 0
  var mode = G128Mode.idle
  var level = G128Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G128Mode { case idle, busy }
enum G128Job { case none, run(Int) }
enum G128Level: Int, CaseIterable { case low = 1, mid, high }
extension G128Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G128bump(_ x: inout Int, by k: Int) { x += k }
enum G128Err: Error { case tooBig(Int), odd }
final class G128Counter { var count = 0; var dirty = false }
@MainActor func program128() async {
  print("— program 128")
  let m = G128Model()
  let n = G128Model()
  let solo = G128Model()
  let echo = G128Model()
  print("F1 twice \(m.twice)"); m.raise(by: 0)
  try? await Task.sleep(for: .milliseconds(50))
  n.level = G128Level(rawValue: n.a) ?? .mid
  let vT2 = withObservationTracking { _ = m[0]; _ = (m.opt ?? -1); _ = m.a; return m[0] } onChange: { print("T2 fired, sees \(m[0])") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  n.price += 0.1; m.level = G128Level.allCases.last!
  print("state: \(m.cached) \(n.price)")
  withObservationTracking { _ = m.tags.count; _ = m.cached } onChange: { print("T3 fired, sees \(m.tags.count)") }
  withObservationTracking { _ = n.items.count } onChange: { print("T4 fired, sees \(n.items.count)") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.ignored }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 128: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.items[1].q) \(m.ignored) \(m.mode) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program128()
