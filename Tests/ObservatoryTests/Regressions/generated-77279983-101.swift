//: # Generated programs 101..<102, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 101
struct G101Point: Equatable { var x = 0 }
struct G101Bag { var n = 0 }
@Observable final class G101Item { var q = 1; deinit { print("G101Item deinit") } }
@Observable final class G101Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var bag = G101Bag()
  var items: [G101Item] = [G101Item(), G101Item()]
  var job = G101Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G101Mode { case idle, busy }
enum G101Job { case none, run(Int) }
enum G101Level: Int, CaseIterable { case low = 1, mid, high }
extension G101Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G101bump(_ x: inout Int, by k: Int) { x += k }
enum G101Err: Error { case tooBig(Int), odd }
final class G101Counter { var count = 0; var dirty = false }
func G101armR2(_ m: G101Model, _ c: G101Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G101armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program101() async {
  print("— program 101")
  let m = G101Model()
  let n = G101Model()
  let solo = G101Model()
  let echo = G101Model()
  try? await Task.sleep(for: .milliseconds(50))
  let obsI1 = Observations({ m.a + m.a })
  m.tags.insert(3)
  var itI1 = obsI1.makeAsyncIterator()
  m.a = 3
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.items[0].q = 1
  print("I1 next \(await itI1.next()!)")
  m.tags.insert(1); m.a = m.a; m.span.hi = 2
  m.items[1] = G101Item()
  let cR2 = G101Counter()
  G101armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  n.items[0].q = 1; m.opt = nil
  print("state: \(m.total) \(n.opt)")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T3 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T4 fired, sees \(n.b)") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = m.items.count; _ = m.bag } onChange: { print("T6 fired, sees \(m.tags.sorted())") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 101: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.bag) \(m.items[1].q) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program101()
