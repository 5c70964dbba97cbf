//: # Generated programs 183..<184, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 183
struct G183Point: Equatable { var x = 0 }
struct G183Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G183Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var points: [G183Point] = [G183Point(), G183Point()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G183Mode.idle
  var d = 0.5
  var level = G183Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G183Mode { case idle, busy }
enum G183Job { case none, run(Int) }
enum G183Level: Int, CaseIterable { case low = 1, mid, high }
extension G183Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G183bump(_ x: inout Int, by k: Int) { x += k }
enum G183Err: Error { case tooBig(Int), odd }
final class G183Counter { var count = 0; var dirty = false }
@MainActor func program183() async {
  print("— program 183")
  let m = G183Model()
  let n = G183Model()
  let solo = G183Model()
  let echo = G183Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ (m.flag ? m.a : m.b) }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.price; _ = m.cached; _ = m.mode } onChange: { print("T2 fired, sees \(m.price)") }
  let cW3 = G183Counter()
  withObservationTracking { _ = (m.opt ?? -1) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.opt ?? -1))"); if cW3.count >= 4 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.opt ?? -1))") }
  m.flag.toggle(); m.mode = .idle
  withObservationTracking { _ = m.d; _ = m.a } onChange: { print("T4 fired, sees \(m.d)") }
  withObservationTracking { _ = m.w } onChange: { print("T5 fired, sees \(m.w)") }
  let vT6 = withObservationTracking { _ = n.b; _ = (n.price * 3); _ = n.level.rawValue; return n.b } onChange: { print("T6 fired, sees \(n.b)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL7 = G183Counter()
  let loopL7 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L7 got \(v)"); if cL7.count < 2 { cL7.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI8 = Observations({ (m.opt ?? -1) + m.a })
  m.w = 3
  var itI8 = obsI8.makeAsyncIterator()
  m.points[0].x = 1
  print("I8 first \(await itI8.next()!)")
  m.a += 0
  print("I8 next \(await itI8.next()!)")
  m.a = 0; n.a += 0
  let cE9 = G183Counter()
  withObservationTracking { _ = solo.b } onChange: { cE9.count += 1; let d = cE9.count; print("E9 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E9 exit \(d)") }
  solo.b += 1
  print("E9 after: \(solo.b) calls \(cE9.count)")
  withObservationTracking { m.a += 1 } onChange: { print("M10 fired") }
  withObservationTracking { _ = (m.span.lo + m.span.hi) } onChange: { print("T11 fired, sees \((m.span.lo + m.span.hi))") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 183: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.ignored) \(m.w) \(m.mode) \(m.d) \(m.level) \(m.span.hi) \(m.price) \(m.cached)")
}

await program183()
