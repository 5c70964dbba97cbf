//: # Generated programs 72..<73, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 72
struct G72Point: Equatable { var x = 0 }
struct G72Bag { var n = 0 }
@Observable final class G72Item { var q = 3 }
@Observable final class G72Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var bag = G72Bag()
  var item = G72Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var level = G72Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G72Mode { case idle, busy }
enum G72Job { case none, run(Int) }
enum G72Level: Int, CaseIterable { case low = 1, mid, high }
extension G72Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G72bump(_ x: inout Int, by k: Int) { x += k }
enum G72Err: Error { case tooBig(Int), odd }
final class G72Counter { var count = 0; var dirty = false }
func G72armR3(_ m: G72Model, _ c: G72Counter) {
  let v = withObservationTracking { m.dict.count } onChange: { print("R3 fired"); c.dirty = true }
  print("R3 armed, read \(v)")
}
@MainActor func program72() async {
  print("— program 72")
  let m = G72Model()
  let n = G72Model()
  let solo = G72Model()
  let echo = G72Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m[0] }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.span = (lo: 0, hi: 0); m.dict = [:]
  try? await Task.sleep(for: .milliseconds(50))
  let obsI2 = Observations({ m.a + m.a })
  m.span = (lo: 3, hi: 3)
  var itI2 = obsI2.makeAsyncIterator()
  m.w = m.w
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.tags = [2, 1]
  print("I2 next \(await itI2.next()!)")
  m.ignored += 1; m.name = "s0"; m.a += 1
  m.level = G72Level(rawValue: m.a) ?? .mid
  let cR3 = G72Counter()
  G72armR3(m, cR3)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = 1; m.cached = 3
  print("state: \(m.tags.count) \(n.level)")
  withObservationTracking { _ = m.w; _ = (m.opt ?? -1) } onChange: { print("T4 fired, sees \(m.w)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 72: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.bag) \(m.item.q) \(m.ignored) \(m.w) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program72()
