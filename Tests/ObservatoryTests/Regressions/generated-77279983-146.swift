//: # Generated programs 146..<147, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 146
struct G146Point: Equatable { var x = 0 }
struct G146Bag { var n = 0 }
@Observable final class G146Item { var q = 3; deinit { print("G146Item deinit") } }
@Observable final class G146Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var points: [G146Point] = [G146Point(), G146Point()]
  var bag = G146Bag()
  var items: [G146Item] = [G146Item(), G146Item()]
  @ObservationIgnored var ignored = 0
  var job = G146Job.none
  var d = 0.5
  var level = G146Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G146Mode { case idle, busy }
enum G146Job { case none, run(Int) }
enum G146Level: Int, CaseIterable { case low = 1, mid, high }
extension G146Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G146bump(_ x: inout Int, by k: Int) { x += k }
enum G146Err: Error { case tooBig(Int), odd }
final class G146Counter { var count = 0; var dirty = false }
@MainActor func program146() async {
  print("— program 146")
  let m = G146Model()
  let n = G146Model()
  let solo = G146Model()
  let echo = G146Model()
  m.a = 0
  let vT1 = withObservationTracking { _ = m.bag.n; _ = m.b; return m.bag.n } onChange: { print("T1 fired, sees \(m.bag.n)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag.n; _ = m.a } onChange: { print("T2 fired, sees \(m.bag.n)") }
  let obsI3 = Observations({ m.ignored + m.a })
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = m[0]; _ = m.d } onChange: { print("T4 fired, sees \(m.flag)") }
  let cW5 = G146Counter()
  withObservationTracking { _ = m.level.rawValue } willSet: { t in cW5.count += 1; print("W5 willSet \(m.level.rawValue)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.level.rawValue)") }
  m.b -= 1; m.tags.insert(0)
  withObservationTracking { _ = m.points; _ = (m.flag ? m.a : m.b) } onChange: { print("T6 fired, sees \(m.points)") }
  withObservationTracking { _ = m.b } onChange: { print("T7 fired, sees \(m.b)") }
  let vT8 = withObservationTracking { _ = (n.opt ?? -1); _ = n.d; _ = m[0]; return (n.opt ?? -1) } onChange: { print("T8 fired, sees \((n.opt ?? -1))") }
  print("T8 read \(vT8)")
  let cL9 = G146Counter()
  let loopL9 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L9 got \(v)"); if cL9.count < 2 { cL9.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ (m.opt ?? -1) + m.a })
  m.d = 1.5
  var itI10 = obsI10.makeAsyncIterator()
  m.tags = [2, 1]
  print("I10 first \(await itI10.next()!)")
  m.a += 0
  print("I10 next \(await itI10.next()!)")
  m.cached = 0; n.tags = [2, 1]
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 146: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.job) \(m.d) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program146()
