//: # Generated programs 20..<21, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 20
struct G20Point: Equatable { var x = 0 }
struct G20Bag { var n = 0 }
@Observable final class G20Item { var q = 0; deinit { print("G20Item deinit") } }
@Observable final class G20Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var item = G20Item()
  var items: [G20Item] = [G20Item(), G20Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G20Mode { case idle, busy }
enum G20Job { case none, run(Int) }
enum G20Level: Int, CaseIterable { case low = 1, mid, high }
extension G20Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G20bump(_ x: inout Int, by k: Int) { x += k }
enum G20Err: Error { case tooBig(Int), odd }
final class G20Counter { var count = 0; var dirty = false }
@MainActor func program20() async {
  print("— program 20")
  let m = G20Model()
  let n = G20Model()
  let solo = G20Model()
  let echo = G20Model()
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m[0] + m.dict.count) }) { print("L1 got \(v)") }; print("L1 finished") }
  withObservationTracking { _ = m.w } onChange: { print("T2 fired, sees \(m.w)") }
  m.items.append(G20Item()); m.w = m.w
  withObservationTracking { _ = m.price; _ = m.items.count; _ = m.price } onChange: { print("T3 fired, sees \(m.price)") }
  G20bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.total) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m[1] + (m.dict["k"] ?? 0) }) { print("L5 got \(v)") } }
  withObservationTracking { _ = n.a; _ = m[1] } onChange: { print("T6 fired, sees \(n.a)") }
  let vT7 = withObservationTracking { _ = (n.price * 3); return (n.price * 3) } onChange: { print("T7 fired, sees \((n.price * 3))") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 20: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.item.q) \(m.items[1].q) \(m.w) \((m.dict["k"] ?? 0)) \(m[0]) \(m.price) \(m.cached)")
}

await program20()
