//: # Generated programs 199..<200, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 199
struct G199Point: Equatable { var x = 0 }
struct G199Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G199Item { var q = 3; deinit { print("G199Item deinit") } }
@Observable final class G199Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var points: [G199Point] = [G199Point(), G199Point()]
  var bag = G199Bag()
  var item = G199Item()
  var items: [G199Item] = [G199Item(), G199Item()]
  @ObservationIgnored var ignored = 0
  var dict: [String: Int] = [:]
  var level = G199Level.low
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G199Mode { case idle, busy }
enum G199Job { case none, run(Int) }
enum G199Level: Int, CaseIterable { case low = 1, mid, high }
extension G199Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G199bump(_ x: inout Int, by k: Int) { x += k }
enum G199Err: Error { case tooBig(Int), odd }
final class G199Counter { var count = 0; var dirty = false }
@MainActor func program199() async {
  print("— program 199")
  let m = G199Model()
  let n = G199Model()
  let solo = G199Model()
  let echo = G199Model()
  print("state: \(m.bag.n) \(n.total)")
  withObservationTracking { _ = m.items.count } onChange: { print("T1 fired, sees \(m.items.count)") }
  withObservationTracking { _ = n.summary; _ = n.summary; _ = n.arr.count } onChange: { print("T2 fired, sees \(n.summary)") }
  withObservationTracking { _ = m.a } onChange: { print("T3 fired, sees \(m.a)") }
  let vT4 = withObservationTracking { _ = n.level.rawValue; _ = n.bag; _ = n.dict.count; return n.level.rawValue } onChange: { print("T4 fired, sees \(n.level.rawValue)") }
  print("T4 read \(vT4)")
  let cL5 = G199Counter()
  let loopL5 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L5 got \(v)"); if cL5.count < 2 { cL5.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ m.bag.n + m.a })
  m.dict["k"] = 3
  var itI6 = obsI6.makeAsyncIterator()
  m.dict["j"] = 1
  print("I6 first \(await itI6.next()!)")
  m.a += 0
  print("I6 next \(await itI6.next()!)")
  m.b -= 1; n.cached = 0
  let cE7 = G199Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b += 1
  print("E7 after: \(solo.b) calls \(cE7.count)")
  withObservationTracking { m.a += 1 } onChange: { print("M8 fired") }
  withObservationTracking { _ = m.item.q } onChange: { print("T9 fired, sees \(m.item.q)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 199: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program199()
