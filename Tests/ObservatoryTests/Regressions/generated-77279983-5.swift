//: # Generated programs 5..<6, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 5
struct G5Point: Equatable { var x = 0 }
struct G5Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G5Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G5Ref, r: G5Ref) -> Bool { l.v == r.v } }
@Observable final class G5Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  @ObservationIgnored var ignored = 0
  var ref = G5Ref(0)
  var mode = G5Mode.idle
  var job = G5Job.none
  var d = 0.5
  var level = G5Level.low
}
enum G5Mode { case idle, busy }
enum G5Job { case none, run(Int) }
enum G5Level: Int, CaseIterable { case low = 1, mid, high }
extension G5Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G5bump(_ x: inout Int, by k: Int) { x += k }
enum G5Err: Error { case tooBig(Int), odd }
final class G5Counter { var count = 0; var dirty = false }
@MainActor func program5() async {
  print("— program 5")
  let m = G5Model()
  let n = G5Model()
  let solo = G5Model()
  let echo = G5Model()
  let cL1 = G5Counter()
  let loopL1 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L1 got \(v)"); if cL1.count < 2 { cL1.count += 1; echo.a += 1 } } }
  withObservationTracking { withObservationTracking { _ = m.name } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let loopL3 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next((m.opt ?? -1) + (m.flag ? m.a : m.b)) }) { print("L3 got \(v)") }; print("L3 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.total }) { print("L4 got \(v)") } }
  print("F5 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M6 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.total) \(n.ignored)")
  withObservationTracking { _ = m.ignored; _ = m.ignored } onChange: { print("T7 fired, sees \(m.ignored)") }
  withObservationTracking { _ = m.level.rawValue; _ = m.level.rawValue; _ = m.level.rawValue } onChange: { print("T8 fired, sees \(m.level.rawValue)") }
  let vT9 = withObservationTracking { _ = m.mode; _ = m.b; return m.mode } onChange: { print("T9 fired, sees \(m.mode)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL10 = Task { @MainActor in for await v in Observations({ m.total + m.ref.v }) { print("L10 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL3.cancel(); _ = await loopL3.value
  loopL4.cancel(); _ = await loopL4.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 5: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \(m.d) \(m.level)")
}

await program5()
