//: # Generated programs 6..<7, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 6
struct G6Point: Equatable { var x = 0 }
struct G6Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G6Item { var q = 2 }
@Observable final class G6Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var items: [G6Item] = [G6Item(), G6Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G6Mode.idle
  var job = G6Job.none
  var dict: [String: Int] = [:]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G6Mode { case idle, busy }
enum G6Job { case none, run(Int) }
enum G6Level: Int, CaseIterable { case low = 1, mid, high }
extension G6Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G6bump(_ x: inout Int, by k: Int) { x += k }
enum G6Err: Error { case tooBig(Int), odd }
final class G6Counter { var count = 0; var dirty = false }
@MainActor func program6() async {
  print("— program 6")
  let m = G6Model()
  let n = G6Model()
  let solo = G6Model()
  let echo = G6Model()
  let obsI1 = Observations({ m.items[1].q + m.a })
  m.items[0].q = 0
  var itI1 = obsI1.makeAsyncIterator()
  m.mode = .idle
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.b -= 1
  print("I1 next \(await itI1.next()!)")
  G6bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \((m.dict["k"] ?? 0)) \(n.dict.count)")
  withObservationTracking { _ = m.b; _ = m.a } onChange: { print("T3 fired, sees \(m.b)") }
  withObservationTracking { _ = m.w; _ = m.b; _ = (m.dict["k"] ?? 0) } onChange: { print("T4 fired, sees \(m.w)") }
  let vT5 = withObservationTracking { _ = m.summary; _ = m.w; return m.summary } onChange: { print("T5 fired, sees \(m.summary)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) + (m.flag ? m.a : m.b) }) { print("L6 got \(v)") } }
  withObservationTracking { _ = (n.flag ? n.a : n.b); _ = n.items[1].q } onChange: { print("T7 fired, sees \((n.flag ? n.a : n.b))") }
  let vT8 = withObservationTracking { _ = n.name; return n.name } onChange: { print("T8 fired, sees \(n.name)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m.total }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.a = m.a; m.w = m.w
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ m.cached + m.a })
  m.a = 3
  var itI10 = obsI10.makeAsyncIterator()
  m.ignored += 1
  print("I10 first \(await itI10.next()!)")
  m.a += 1; m.dict["k"] = 1
  print("I10 next \(await itI10.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 6: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.cached)")
}

await program6()
