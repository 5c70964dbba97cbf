//: # Generated programs 176..<177, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 176
struct G176Point: Equatable { var x = 0 }
struct G176Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G176Item { var q = 2; deinit { print("G176Item deinit") } }
final class G176Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G176Ref, r: G176Ref) -> Bool { l.v == r.v } }
@Observable final class G176Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var points: [G176Point] = [G176Point(), G176Point()]
  var item = G176Item()
  @ObservationIgnored var ignored = 0
  var ref = G176Ref(0)
  var mode = G176Mode.idle
  var level = G176Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G176Mode { case idle, busy }
enum G176Job { case none, run(Int) }
enum G176Level: Int, CaseIterable { case low = 1, mid, high }
extension G176Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G176bump(_ x: inout Int, by k: Int) { x += k }
enum G176Err: Error { case tooBig(Int), odd }
final class G176Counter { var count = 0; var dirty = false }
@MainActor func program176() async {
  print("— program 176")
  let m = G176Model()
  let n = G176Model()
  let solo = G176Model()
  let echo = G176Model()
  let vT1 = withObservationTracking { _ = m.b; return m.b } onChange: { print("T1 fired, sees \(m.b)") }
  print("T1 read \(vT1)")
  m.ignored += 1
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.level; _ = m.level.rawValue; _ = m.tags.sorted() } onChange: { print("T3 fired, sees \(m.level)") }
  let cW4 = G176Counter()
  withObservationTracking { _ = m.points[0].x } willSet: { t in cW4.count += 1; print("W4 willSet \(m.points[0].x)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.points[0].x)") }
  m.cached = 0; m[0] += 1
  withObservationTracking { _ = m.points; _ = m[1] } onChange: { print("T5 fired, sees \(m.points)") }
  withObservationTracking { _ = m.ref.v } onChange: { print("T6 fired, sees \(m.ref.v)") }
  let vT7 = withObservationTracking { _ = n.level.rawValue; _ = n.tags.sorted(); _ = n.tags.count; return n.level.rawValue } onChange: { print("T7 fired, sees \(n.level.rawValue)") }
  print("T7 read \(vT7)")
  let cL8 = G176Counter()
  let loopL8 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L8 got \(v)"); if cL8.count < 2 { cL8.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI9 = Observations({ m.total + m.a })
  m.ref = G176Ref(3)
  var itI9 = obsI9.makeAsyncIterator()
  m.b -= 1
  print("I9 first \(await itI9.next()!)")
  m.a += 0
  print("I9 next \(await itI9.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 176: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program176()
