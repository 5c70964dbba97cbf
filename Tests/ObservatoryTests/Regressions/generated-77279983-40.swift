//: # Generated programs 40..<41, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 40
struct G40Point: Equatable { var x = 0 }
struct G40Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G40Item { var q = 2 }
@Observable final class G40Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G40Point] = [G40Point(), G40Point()]
  var items: [G40Item] = [G40Item(), G40Item()]
  var mode = G40Mode.idle
  var job = G40Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G40Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G40Mode { case idle, busy }
enum G40Job { case none, run(Int) }
enum G40Level: Int, CaseIterable { case low = 1, mid, high }
extension G40Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G40bump(_ x: inout Int, by k: Int) { x += k }
enum G40Err: Error { case tooBig(Int), odd }
final class G40Counter { var count = 0; var dirty = false }
@MainActor func program40() async {
  print("— program 40")
  let m = G40Model()
  let n = G40Model()
  let solo = G40Model()
  let echo = G40Model()
  G40bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.a) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m.items[1].q + (m.dict["k"] ?? 0) }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.dict.count; _ = (n.opt ?? -1) } onChange: { print("T3 fired, sees \(n.dict.count)") }
  let vT4 = withObservationTracking { _ = n.d; return n.d } onChange: { print("T4 fired, sees \(n.d)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.span.lo + m.span.hi) }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.points[1] = G40Point(); m.tags = m.tags.union([2])
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ (m.opt ?? -1) + m.a })
  m.mode = .idle
  var itI6 = obsI6.makeAsyncIterator()
  m.job = .none
  print("I6 first \(await itI6.next()!)")
  m.a += 1; m.level = G40Level(rawValue: m.a) ?? .mid
  print("I6 next \(await itI6.next()!)")
  m.mode = .busy; m.price += 0.1; m.span = (lo: 2, hi: 2)
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 40: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.items[1].q) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program40()
