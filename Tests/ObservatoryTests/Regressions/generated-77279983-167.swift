//: # Generated programs 167..<168, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 167
struct G167Point: Equatable { var x = 0 }
struct G167Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G167Item { var q = 1; deinit { print("G167Item deinit") } }
@Observable final class G167Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var bag = G167Bag()
  var item = G167Item()
  var items: [G167Item] = [G167Item(), G167Item()]
  @ObservationIgnored var ignored = 0
  var d = 0.5
  var level = G167Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G167Mode { case idle, busy }
enum G167Job { case none, run(Int) }
enum G167Level: Int, CaseIterable { case low = 1, mid, high }
extension G167Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G167bump(_ x: inout Int, by k: Int) { x += k }
enum G167Err: Error { case tooBig(Int), odd }
final class G167Counter { var count = 0; var dirty = false }
@MainActor func program167() async {
  print("— program 167")
  let m = G167Model()
  let n = G167Model()
  let solo = G167Model()
  let echo = G167Model()
  withObservationTracking { _ = m[1]; _ = n.items.count } onChange: { print("T1 fired, sees \(m[1])") }
  withObservationTracking { _ = (m.a + m.item.q); _ = m.a } onChange: { print("T2 fired, sees \((m.a + m.item.q))") }
  let obsI3 = Observations({ m.ignored + m.a })
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = m[0]; _ = m.d } onChange: { print("T4 fired, sees \(m.tags.sorted())") }
  let cW5 = G167Counter()
  withObservationTracking { _ = m.level.rawValue } willSet: { t in cW5.count += 1; print("W5 willSet \(m.level.rawValue)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.level.rawValue)") }
  m.a = 0; m.d = 1.5
  withObservationTracking { _ = m.bag; _ = (m.opt ?? -1) } onChange: { print("T6 fired, sees \(m.bag)") }
  withObservationTracking { _ = m.b } onChange: { print("T7 fired, sees \(m.b)") }
  let vT8 = withObservationTracking { _ = n.bag.n; _ = n.tags.sorted(); _ = m[0]; return n.bag.n } onChange: { print("T8 fired, sees \(n.bag.n)") }
  print("T8 read \(vT8)")
  let cL9 = G167Counter()
  let loopL9 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L9 got \(v)"); if cL9.count < 2 { cL9.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 167: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.d) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program167()
