//: # Generated programs 157..<158, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 157
struct G157Point: Equatable { var x = 0 }
struct G157Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G157Item { var q = 3; deinit { print("G157Item deinit") } }
final class G157Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G157Ref, r: G157Ref) -> Bool { l.v == r.v } }
@Observable final class G157Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var points: [G157Point] = [G157Point(), G157Point()]
  var item = G157Item()
  var items: [G157Item] = [G157Item(), G157Item()]
  @ObservationIgnored var ignored = 0
  var ref = G157Ref(0)
  var job = G157Job.none
  var level = G157Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G157Mode { case idle, busy }
enum G157Job { case none, run(Int) }
enum G157Level: Int, CaseIterable { case low = 1, mid, high }
extension G157Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G157bump(_ x: inout Int, by k: Int) { x += k }
enum G157Err: Error { case tooBig(Int), odd }
final class G157Counter { var count = 0; var dirty = false }
@MainActor func program157() async {
  print("— program 157")
  let m = G157Model()
  let n = G157Model()
  let solo = G157Model()
  let echo = G157Model()
  let vT1 = withObservationTracking { _ = m[1]; _ = m.level; return m[1] } onChange: { print("T1 fired, sees \(m[1])") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m.a; _ = (m.opt ?? -1); _ = m.a; return m.a } onChange: { print("T2 fired, sees \(m.a)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.tags.count; _ = m.opt } onChange: { print("T5 fired, sees \(m.points)") }
  let cW6 = G157Counter()
  withObservationTracking { _ = m[1] } willSet: { t in cW6.count += 1; print("W6 willSet \(m[1])"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m[1])") }
  m.tags = m.tags.union([0]); m[1] = 0
  withObservationTracking { _ = m.level; _ = m.a } onChange: { print("T7 fired, sees \(m.level)") }
  withObservationTracking { _ = m.b } onChange: { print("T8 fired, sees \(m.b)") }
  let vT9 = withObservationTracking { _ = (n.a + n.item.q); _ = n.opt; _ = n.total; return (n.a + n.item.q) } onChange: { print("T9 fired, sees \((n.a + n.item.q))") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL10 = G157Counter()
  let loopL10 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L10 got \(v)"); if cL10.count < 2 { cL10.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI11 = Observations({ m[1] + m.a })
  m.job = .run(3)
  var itI11 = obsI11.makeAsyncIterator()
  m.job = .none
  print("I11 first \(await itI11.next()!)")
  m.a += 0
  print("I11 next \(await itI11.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 157: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.job) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted())")
}

await program157()
