//: # Generated programs 162..<163, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 162
struct G162Point: Equatable { var x = 0 }
struct G162Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G162Item { var q = 0 }
@Observable final class G162Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G162Point] = [G162Point(), G162Point()]
  var items: [G162Item] = [G162Item(), G162Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G162Mode.idle
  var job = G162Job.none
  var d = 0.5
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G162Mode { case idle, busy }
enum G162Job { case none, run(Int) }
enum G162Level: Int, CaseIterable { case low = 1, mid, high }
extension G162Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G162bump(_ x: inout Int, by k: Int) { x += k }
enum G162Err: Error { case tooBig(Int), odd }
final class G162Counter { var count = 0; var dirty = false }
@MainActor func program162() async {
  print("— program 162")
  let m = G162Model()
  let n = G162Model()
  let solo = G162Model()
  let echo = G162Model()
  print("state: \(m.cached) \(n.d)")
  withObservationTracking { _ = m.tags.count; _ = m.cached } onChange: { print("T1 fired, sees \(m.tags.count)") }
  withObservationTracking { _ = n.arr.count } onChange: { print("T2 fired, sees \(n.arr.count)") }
  let loopL3 = Task { @MainActor in for await v in Observations({ m.points[0].x }) { print("L3 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.d; _ = m.items[1].q; _ = m.points } onChange: { print("T4 fired, sees \(m.d)") }
  let cW5 = G162Counter()
  withObservationTracking { _ = (m.flag ? m.a : m.b) } willSet: { t in cW5.count += 1; print("W5 willSet \((m.flag ? m.a : m.b))"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \((m.flag ? m.a : m.b))") }
  m.mode = .idle; m.items[1] = G162Item()
  withObservationTracking { _ = m.mode; _ = m.w } onChange: { print("T6 fired, sees \(m.mode)") }
  withObservationTracking { _ = m.points[0].x } onChange: { print("T7 fired, sees \(m.points[0].x)") }
  let vT8 = withObservationTracking { _ = n.items[1].q; _ = n.tags.sorted(); _ = n.tags.count; return n.items[1].q } onChange: { print("T8 fired, sees \(n.items[1].q)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL9 = G162Counter()
  let loopL9 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L9 got \(v)"); if cL9.count < 2 { cL9.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ m.total + m.a })
  m.job = .run(3)
  var itI10 = obsI10.makeAsyncIterator()
  m.tags.insert(1)
  print("I10 first \(await itI10.next()!)")
  m.a += 0
  print("I10 next \(await itI10.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 162: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.items[1].q) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.tags.sorted()) \(m.cached)")
}

await program162()
