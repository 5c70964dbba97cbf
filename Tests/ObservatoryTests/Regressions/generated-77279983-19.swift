//: # Generated programs 19..<20, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 19
struct G19Point: Equatable { var x = 0 }
struct G19Bag { var n = 0 }
@Observable final class G19Item { var q = 0 }
@Observable final class G19Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var flag = false
  var items: [G19Item] = [G19Item(), G19Item()]
  @ObservationIgnored var ignored = 0
  var mode = G19Mode.idle
  var level = G19Level.low
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G19Mode { case idle, busy }
enum G19Job { case none, run(Int) }
enum G19Level: Int, CaseIterable { case low = 1, mid, high }
extension G19Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G19bump(_ x: inout Int, by k: Int) { x += k }
enum G19Err: Error { case tooBig(Int), odd }
final class G19Counter { var count = 0; var dirty = false }
@MainActor func program19() async {
  print("— program 19")
  let m = G19Model()
  let n = G19Model()
  let solo = G19Model()
  let echo = G19Model()
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.tags.count + (m.flag ? m.a : m.b)) }) { print("L1 got \(v)") }; print("L1 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL2 = G19Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  print("F3 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M4 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.ignored) \(n.items.count)")
  withObservationTracking { _ = m.level.rawValue; _ = m.items.count } onChange: { print("T5 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = (m.flag ? m.a : m.b); _ = m.cached; _ = m.items.count } onChange: { print("T6 fired, sees \((m.flag ? m.a : m.b))") }
  let vT7 = withObservationTracking { _ = m.flag; _ = m.level.rawValue; return m.flag } onChange: { print("T7 fired, sees \(m.flag)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 19: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.items[1].q) \(m.ignored) \(m.mode) \(m.level) \(m.tags.sorted()) \(m.cached)")
}

await program19()
