//: # Generated programs 26..<27, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 26
struct G26Point: Equatable { var x = 0 }
struct G26Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G26Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var points: [G26Point] = [G26Point(), G26Point()]
  @ObservationIgnored var ignored = 0
  var mode = G26Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G26Mode { case idle, busy }
enum G26Job { case none, run(Int) }
enum G26Level: Int, CaseIterable { case low = 1, mid, high }
extension G26Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G26bump(_ x: inout Int, by k: Int) { x += k }
enum G26Err: Error { case tooBig(Int), odd }
final class G26Counter { var count = 0; var dirty = false }
@MainActor func program26() async {
  print("— program 26")
  let m = G26Model()
  let n = G26Model()
  let solo = G26Model()
  let echo = G26Model()
  print("F1 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.span.hi) \((n.span.lo + n.span.hi))")
  withObservationTracking { _ = m.b; _ = m.a } onChange: { print("T3 fired, sees \(m.b)") }
  withObservationTracking { _ = m.dict.count; _ = m.b; _ = m.span.hi } onChange: { print("T4 fired, sees \(m.dict.count)") }
  let vT5 = withObservationTracking { _ = m.points; _ = m.dict.count; return m.points } onChange: { print("T5 fired, sees \(m.points)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.span.hi + (m.flag ? m.a : m.b) }) { print("L6 got \(v)") } }
  withObservationTracking { _ = (n.flag ? n.a : n.b); _ = n.points[0].x } onChange: { print("T7 fired, sees \((n.flag ? n.a : n.b))") }
  let vT8 = withObservationTracking { _ = n.points; return n.points } onChange: { print("T8 fired, sees \(n.points)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 26: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.points) \(m.ignored) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted())")
}

await program26()
