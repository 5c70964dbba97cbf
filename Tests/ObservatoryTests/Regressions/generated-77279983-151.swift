//: # Generated programs 151..<152, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 151
struct G151Point: Equatable { var x = 0 }
struct G151Bag { var n = 0 }
@Observable final class G151Item { var q = 0 }
@Observable final class G151Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var items: [G151Item] = [G151Item(), G151Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G151Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G151Level.low
  var tags: Set<Int> = [1, 2]
}
enum G151Mode { case idle, busy }
enum G151Job { case none, run(Int) }
enum G151Level: Int, CaseIterable { case low = 1, mid, high }
extension G151Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G151bump(_ x: inout Int, by k: Int) { x += k }
enum G151Err: Error { case tooBig(Int), odd }
final class G151Counter { var count = 0; var dirty = false }
@MainActor func program151() async {
  print("— program 151")
  let m = G151Model()
  let n = G151Model()
  let solo = G151Model()
  let echo = G151Model()
  m.d += 1
  try? await Task.sleep(for: .milliseconds(50))
  let vT1 = withObservationTracking { _ = m.total; _ = m.level; return m.total } onChange: { print("T1 fired, sees \(m.total)") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m.ignored; _ = m.total; _ = m.total; return m.ignored } onChange: { print("T2 fired, sees \(m.ignored)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.level; _ = m.items.count; _ = m.arr } onChange: { print("T5 fired, sees \(m.level)") }
  let cW6 = G151Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.d += 1; m.tags = [2, 1]
  withObservationTracking { _ = m.job; _ = m.items[1].q } onChange: { print("T7 fired, sees \(m.job)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 151: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.items[1].q) \(m.ignored) \(m.w) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted())")
}

await program151()
