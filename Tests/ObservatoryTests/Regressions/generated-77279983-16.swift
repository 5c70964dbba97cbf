//: # Generated programs 16..<17, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 16
struct G16Point: Equatable { var x = 0 }
struct G16Bag { var n = 0 }
@Observable final class G16Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var points: [G16Point] = [G16Point(), G16Point()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G16Mode.idle
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
}
enum G16Mode { case idle, busy }
enum G16Job { case none, run(Int) }
enum G16Level: Int, CaseIterable { case low = 1, mid, high }
extension G16Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G16bump(_ x: inout Int, by k: Int) { x += k }
enum G16Err: Error { case tooBig(Int), odd }
final class G16Counter { var count = 0; var dirty = false }
@MainActor func program16() async {
  print("— program 16")
  let m = G16Model()
  let n = G16Model()
  let solo = G16Model()
  let echo = G16Model()
  print("F1 twice \(m.twice)"); m.raise(by: 2)
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.dict.count + (m.flag ? m.a : m.b)) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G16Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.w) \(n.points[0].x)")
  withObservationTracking { _ = (m.dict["k"] ?? 0); _ = m.points[0].x } onChange: { print("T6 fired, sees \((m.dict["k"] ?? 0))") }
  withObservationTracking { _ = (m.flag ? m.a : m.b); _ = m.tags.count; _ = m.points[0].x } onChange: { print("T7 fired, sees \((m.flag ? m.a : m.b))") }
  let vT8 = withObservationTracking { _ = m.opt; _ = (m.dict["k"] ?? 0); return m.opt } onChange: { print("T8 fired, sees \(m.opt)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m.a + m.total }) { print("L9 got \(v)") } }
  withObservationTracking { _ = n.dict.count; _ = (n.flag ? n.a : n.b) } onChange: { print("T10 fired, sees \(n.dict.count)") }
  let vT11 = withObservationTracking { _ = n.opt; return n.opt } onChange: { print("T11 fired, sees \(n.opt)") }
  print("T11 read \(vT11)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 16: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.points) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m.tags.sorted())")
}

await program16()
