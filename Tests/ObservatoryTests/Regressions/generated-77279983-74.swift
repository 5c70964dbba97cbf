//: # Generated programs 74..<75, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 74
struct G74Point: Equatable { var x = 0 }
struct G74Bag { var n = 0 }
@Observable final class G74Item { var q = 0 }
@Observable final class G74Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var points: [G74Point] = [G74Point(), G74Point()]
  var item = G74Item()
  @ObservationIgnored var ignored = 0
  var job = G74Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G74Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G74Mode { case idle, busy }
enum G74Job { case none, run(Int) }
enum G74Level: Int, CaseIterable { case low = 1, mid, high }
extension G74Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G74bump(_ x: inout Int, by k: Int) { x += k }
enum G74Err: Error { case tooBig(Int), odd }
final class G74Counter { var count = 0; var dirty = false }
func G74armR2(_ m: G74Model, _ c: G74Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G74armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program74() async {
  print("— program 74")
  let m = G74Model()
  let n = G74Model()
  let solo = G74Model()
  let echo = G74Model()
  try? await Task.sleep(for: .milliseconds(50))
  m.dict["j"] = 0; m.a += 0
  try? await Task.sleep(for: .milliseconds(50))
  let obsI1 = Observations({ m.tags.count + m.a })
  m.dict["k"] = 3
  var itI1 = obsI1.makeAsyncIterator()
  m.tags = m.tags.union([3])
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.item = G74Item()
  print("I1 next \(await itI1.next()!)")
  m.span = (lo: 1, hi: 1); m.b -= 1; m.span.hi = 2
  m.level = G74Level(rawValue: m.a) ?? .mid
  let cR2 = G74Counter()
  G74armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  n.d = .nan; m.price = m.price
  print("state: \(m.span.hi) \(n.level)")
  withObservationTracking { _ = m.total; _ = (m.dict["k"] ?? 0) } onChange: { print("T3 fired, sees \(m.total)") }
  withObservationTracking { _ = (n.a + n.item.q) } onChange: { print("T4 fired, sees \((n.a + n.item.q))") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.job; _ = m.arr[1]; _ = m.tags.sorted() } onChange: { print("T6 fired, sees \(m.job)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 74: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.points) \(m.item.q) \(m.ignored) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program74()
