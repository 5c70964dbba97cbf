//: # Generated programs 109..<110, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 109
struct G109Point: Equatable { var x = 0 }
struct G109Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G109Item { var q = 3; deinit { print("G109Item deinit") } }
@Observable final class G109Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var points: [G109Point] = [G109Point(), G109Point()]
  var item = G109Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G109Job.none
  var d = 0.5
  var level = G109Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G109Mode { case idle, busy }
enum G109Job { case none, run(Int) }
enum G109Level: Int, CaseIterable { case low = 1, mid, high }
extension G109Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G109bump(_ x: inout Int, by k: Int) { x += k }
enum G109Err: Error { case tooBig(Int), odd }
final class G109Counter { var count = 0; var dirty = false }
func G109armR2(_ m: G109Model, _ c: G109Counter) {
  let v = withObservationTracking { m.b } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G109armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program109() async {
  print("— program 109")
  let m = G109Model()
  let n = G109Model()
  let solo = G109Model()
  let echo = G109Model()
  if case let .run(k)? = Optional(G109Job.run(m.a)), k > 0 { print("F1 run \(k)") } else { print("F1 not running") }
  let cR2 = G109Counter()
  G109armR2(m, cR2)
  withObservationTracking { m.a += 1 } onChange: { print("M3 fired") }
  let cE4 = G109Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  m.tags.insert(3); m.d = 1.5
  n.b = 2
  let vT5 = withObservationTracking { _ = m.span.hi; _ = m.item.q; _ = m.a; return m.span.hi } onChange: { print("T5 fired, sees \(m.span.hi)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  n.level = G109Level(rawValue: n.a) ?? .mid; m.item = m.item
  print("state: \(m.cached) \(n.job)")
  withObservationTracking { _ = m.tags.count; _ = m.cached } onChange: { print("T6 fired, sees \(m.tags.count)") }
  withObservationTracking { _ = n.ignored } onChange: { print("T7 fired, sees \(n.ignored)") }
  let loopL8 = Task { @MainActor in for await v in Observations({ m.w }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = m.level.rawValue; _ = m.d } onChange: { print("T9 fired, sees \(m.tags.sorted())") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 109: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.item.q) \(m.ignored) \(m.w) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program109()
