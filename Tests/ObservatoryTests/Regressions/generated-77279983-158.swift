//: # Generated programs 158..<159, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 158
struct G158Point: Equatable { var x = 0 }
struct G158Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G158Item { var q = 0; deinit { print("G158Item deinit") } }
@Observable final class G158Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var bag = G158Bag()
  var item = G158Item()
  var items: [G158Item] = [G158Item(), G158Item()]
  @ObservationIgnored var ignored = 0
  var mode = G158Mode.idle
  var dict: [String: Int] = [:]
  var level = G158Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G158Mode { case idle, busy }
enum G158Job { case none, run(Int) }
enum G158Level: Int, CaseIterable { case low = 1, mid, high }
extension G158Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G158bump(_ x: inout Int, by k: Int) { x += k }
enum G158Err: Error { case tooBig(Int), odd }
final class G158Counter { var count = 0; var dirty = false }
@MainActor func program158() async {
  print("— program 158")
  let m = G158Model()
  let n = G158Model()
  let solo = G158Model()
  let echo = G158Model()
  withObservationTracking { _ = m.name; withObservationTracking { _ = m.level.rawValue } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  withObservationTracking { _ = m[1]; _ = (m.a + m.item.q) } onChange: { print("T2 fired, sees \(m[1])") }
  withObservationTracking { _ = n.items[1].q } onChange: { print("T3 fired, sees \(n.items[1].q)") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.arr[1] }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m[1]; _ = m.bag } onChange: { print("T5 fired, sees \(m.name)") }
  let cW6 = G158Counter()
  withObservationTracking { _ = m[0] } willSet: { t in cW6.count += 1; print("W6 willSet \(m[0])"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m[0])") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 158: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.mode) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0])")
}

await program158()
