//: # Generated programs 82..<83, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 82
struct G82Point: Equatable { var x = 0 }
struct G82Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G82Item { var q = 1 }
@Observable final class G82Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G82Point] = [G82Point(), G82Point()]
  var bag = G82Bag()
  var item = G82Item()
  var items: [G82Item] = [G82Item(), G82Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G82Mode.idle
  var job = G82Job.none
  var dict: [String: Int] = [:]
  var level = G82Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G82Mode { case idle, busy }
enum G82Job { case none, run(Int) }
enum G82Level: Int, CaseIterable { case low = 1, mid, high }
extension G82Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G82bump(_ x: inout Int, by k: Int) { x += k }
enum G82Err: Error { case tooBig(Int), odd }
final class G82Counter { var count = 0; var dirty = false }
func G82armR3(_ m: G82Model, _ c: G82Counter) {
  let v = withObservationTracking { m.ignored } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G82armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program82() async {
  print("— program 82")
  let m = G82Model()
  let n = G82Model()
  let solo = G82Model()
  let echo = G82Model()
  let obsI1 = Observations({ (m.span.lo + m.span.hi) + m.a })
  m.a = 2
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.items.append(G82Item())
  print("I1 next \(await itI1.next()!)")
  if case let .run(k)? = Optional(G82Job.run(m.a)), k > 0 { print("F2 run \(k)") } else { print("F2 not running") }
  let cR3 = G82Counter()
  G82armR3(m, cR3)
  withObservationTracking { m.a += 1 } onChange: { print("M4 fired") }
  let cE5 = G82Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  m.dict["j"] = 3; m.item = m.item
  n.span.hi = 2
  let vT6 = withObservationTracking { _ = m.ignored; _ = (m.span.lo + m.span.hi); _ = m[0]; return m.ignored } onChange: { print("T6 fired, sees \(m.ignored)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  n.level = G82Level(rawValue: n.a) ?? .mid; m.item = G82Item()
  print("state: \(m.w) \(n.job)")
  withObservationTracking { _ = m.cached; _ = m.items.count } onChange: { print("T7 fired, sees \(m.cached)") }
  withObservationTracking { _ = n.ignored } onChange: { print("T8 fired, sees \(n.ignored)") }
  let loopL9 = Task { @MainActor in for await v in Observations({ m.bag.n }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 82: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program82()
