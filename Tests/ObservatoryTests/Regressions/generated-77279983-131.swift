//: # Generated programs 131..<132, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 131
struct G131Point: Equatable { var x = 0 }
struct G131Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G131Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var points: [G131Point] = [G131Point(), G131Point()]
  var bag = G131Bag()
  @ObservationIgnored var ignored = 0
  var job = G131Job.none
  var dict: [String: Int] = [:]
  var level = G131Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G131Mode { case idle, busy }
enum G131Job { case none, run(Int) }
enum G131Level: Int, CaseIterable { case low = 1, mid, high }
extension G131Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G131bump(_ x: inout Int, by k: Int) { x += k }
enum G131Err: Error { case tooBig(Int), odd }
final class G131Counter { var count = 0; var dirty = false }
func G131armR1(_ m: G131Model, _ c: G131Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G131armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program131() async {
  print("— program 131")
  let m = G131Model()
  let n = G131Model()
  let solo = G131Model()
  let echo = G131Model()
  let cR1 = G131Counter()
  G131armR1(m, cR1)
  n.job = .none
  let vT2 = withObservationTracking { _ = m.ignored; _ = m.level.rawValue; _ = m.a; return m.ignored } onChange: { print("T2 fired, sees \(m.ignored)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  n.job = .none; m.bag.n += 1
  print("state: \(m.total) \(n.price)")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T3 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T4 fired, sees \(n.b)") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.dict.count }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.job; _ = m.dict.count; _ = m.bag } onChange: { print("T6 fired, sees \(m.job)") }
  let cW7 = G131Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW7.count += 1; print("W7 willSet \(m.total)"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.total)") }
  m.price = 2.25; m[1] = 0
  withObservationTracking { _ = m.price; _ = (m.dict["k"] ?? 0) } onChange: { print("T8 fired, sees \(m.price)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 131: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.bag) \(m.ignored) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.price) \(m.cached)")
}

await program131()
