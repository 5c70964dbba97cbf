//: # Generated programs 135..<136, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 135
struct G135Point: Equatable { var x = 0 }
struct G135Bag { var n = 0 }
@Observable final class G135Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var points: [G135Point] = [G135Point(), G135Point()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G135Mode.idle
  var job = G135Job.none
  var d = 0.5
  var level = G135Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G135Mode { case idle, busy }
enum G135Job { case none, run(Int) }
enum G135Level: Int, CaseIterable { case low = 1, mid, high }
extension G135Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G135bump(_ x: inout Int, by k: Int) { x += k }
enum G135Err: Error { case tooBig(Int), odd }
final class G135Counter { var count = 0; var dirty = false }
func G135armR1(_ m: G135Model, _ c: G135Counter) {
  let v = withObservationTracking { (m.span.lo + m.span.hi) } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G135armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program135() async {
  print("— program 135")
  let m = G135Model()
  let n = G135Model()
  let solo = G135Model()
  let echo = G135Model()
  m.b = 3
  let cR1 = G135Counter()
  G135armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  n.span.hi = 1; m.tags.remove(1)
  print("state: \((m.flag ? m.a : m.b)) \(n.tags.sorted())")
  withObservationTracking { _ = m.level.rawValue; _ = m.tags.count } onChange: { print("T2 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = n.span.hi } onChange: { print("T3 fired, sees \(n.span.hi)") }
  let loopL4 = Task { @MainActor in for await v in Observations({ (m.flag ? m.a : m.b) }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 135: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.points) \(m.ignored) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program135()
