//: # Generated programs 191..<192, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 191
struct G191Point: Equatable { var x = 0 }
struct G191Bag { var n = 0 }
@Observable final class G191Item { var q = 2 }
@Observable final class G191Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G191Bag()
  var items: [G191Item] = [G191Item(), G191Item()]
  @ObservationIgnored var ignored = 0
  var mode = G191Mode.idle
  var job = G191Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G191Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G191Mode { case idle, busy }
enum G191Job { case none, run(Int) }
enum G191Level: Int, CaseIterable { case low = 1, mid, high }
extension G191Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G191bump(_ x: inout Int, by k: Int) { x += k }
enum G191Err: Error { case tooBig(Int), odd }
final class G191Counter { var count = 0; var dirty = false }
func G191armR7(_ m: G191Model, _ c: G191Counter) {
  let v = withObservationTracking { m.items[1].q } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G191armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program191() async {
  print("— program 191")
  let m = G191Model()
  let n = G191Model()
  let solo = G191Model()
  let echo = G191Model()
  let cL1 = G191Counter()
  let loopL1 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L1 got \(v)"); if cL1.count < 2 { cL1.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = (m.dict["k"] ?? 0); withObservationTracking { _ = m.opt } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW3 = G191Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW3.count += 1; print("W3 willSet \(m.total)"); if cW3.count >= 1 { t.cancel() } } didSet: { _ in print("W3 didSet \(m.total)") }
  withObservationTracking { _ = m.a; _ = m.level } onChange: { print("T4 fired, sees \(m.a)") }
  n.items[0].q = 0; m.a += 0; n.items[1] = G191Item()
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.span.hi + m.a }) { print("L5 got \(v)") } }
  let vT6 = withObservationTracking { _ = m.arr[1]; return m.arr[1] } onChange: { print("T6 fired, sees \(m.arr[1])") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR7 = G191Counter()
  G191armR7(m, cR7)
  withObservationTracking { _ = (m.opt ?? -1); _ = m.arr; _ = m.arr[1] } onChange: { print("T8 fired, sees \((m.opt ?? -1))") }
  let vT9 = withObservationTracking { _ = m.b; _ = m.level.rawValue; _ = m.level; return m.b } onChange: { print("T9 fired, sees \(m.b)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL10 = G191Counter()
  let loopL10 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L10 got \(v)"); if cL10.count < 2 { cL10.count += 1; echo.a += 1 } } }
  withObservationTracking { m.a += 1 } onChange: { print("M11 fired") }
  withObservationTracking { _ = m.items[1].q } onChange: { print("T12 fired, sees \(m.items[1].q)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL5.cancel(); _ = await loopL5.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 191: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi)")
}

await program191()
