//: # Generated programs 57..<58, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 57
struct G57Point: Equatable { var x = 0 }
struct G57Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G57Item { var q = 2 }
@Observable final class G57Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var item = G57Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G57Job.none
  var level = G57Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G57Mode { case idle, busy }
enum G57Job { case none, run(Int) }
enum G57Level: Int, CaseIterable { case low = 1, mid, high }
extension G57Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G57bump(_ x: inout Int, by k: Int) { x += k }
enum G57Err: Error { case tooBig(Int), odd }
final class G57Counter { var count = 0; var dirty = false }
func G57armR7(_ m: G57Model, _ c: G57Counter) {
  let v = withObservationTracking { m[1] } onChange: { print("R7 fired"); c.dirty = true }
  print("R7 armed, read \(v)")
}
@MainActor func program57() async {
  print("— program 57")
  let m = G57Model()
  let n = G57Model()
  let solo = G57Model()
  let echo = G57Model()
  let cL1 = G57Counter()
  let loopL1 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L1 got \(v)"); if cL1.count < 2 { cL1.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m.total + m[1] }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.total; _ = m[0] } onChange: { print("T3 fired, sees \(n.total)") }
  let vT4 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T4 fired, sees \(n.summary)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m[1] = 0; m.w += 1
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ (m.a + m.item.q) + m.a })
  m.level = G57Level.allCases.last!
  var itI6 = obsI6.makeAsyncIterator()
  m.flag.toggle()
  print("I6 first \(await itI6.next()!)")
  m.a += 1; m.item = m.item
  print("I6 next \(await itI6.next()!)")
  m.a += 0; m.b -= 1; m.w = 2
  m.a = 3
  let cR7 = G57Counter()
  G57armR7(m, cR7)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 57: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.item.q) \(m.w) \(m.job) \(m.level) \(m[0]) \(m.cached)")
}

await program57()
