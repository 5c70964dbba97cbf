//: # Generated programs 39..<40, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 39
struct G39Point: Equatable { var x = 0 }
struct G39Bag { var n = 0 }
@Observable final class G39Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var bag = G39Bag()
  @ObservationIgnored var ignored = 0
  var job = G39Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G39Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G39Mode { case idle, busy }
enum G39Job { case none, run(Int) }
enum G39Level: Int, CaseIterable { case low = 1, mid, high }
extension G39Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G39bump(_ x: inout Int, by k: Int) { x += k }
enum G39Err: Error { case tooBig(Int), odd }
final class G39Counter { var count = 0; var dirty = false }
@MainActor func program39() async {
  print("— program 39")
  let m = G39Model()
  let n = G39Model()
  let solo = G39Model()
  let echo = G39Model()
  G39bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.dict.count) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m.level.rawValue + m.span.hi }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.ignored; _ = (n.dict["k"] ?? 0) } onChange: { print("T3 fired, sees \(n.ignored)") }
  let vT4 = withObservationTracking { _ = n.d; return n.d } onChange: { print("T4 fired, sees \(n.d)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.ignored }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.arr.append(0); m.price += 0.1
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ m.span.hi + m.a })
  m.job = .run(3)
  var itI6 = obsI6.makeAsyncIterator()
  m.d = 1.5
  print("I6 first \(await itI6.next()!)")
  m.a += 1; m.level = G39Level.allCases.last!
  print("I6 next \(await itI6.next()!)")
  m.ignored += 1; m.price = 2.25; (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo)
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 39: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.bag) \(m.ignored) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program39()
