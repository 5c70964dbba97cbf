//: # Generated programs 43..<44, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 43
struct G43Point: Equatable { var x = 0 }
struct G43Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G43Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G43Ref, r: G43Ref) -> Bool { l.v == r.v } }
@Observable final class G43Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var flag = true
  var points: [G43Point] = [G43Point(), G43Point()]
  @ObservationIgnored var ignored = 0
  var ref = G43Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G43Mode.idle
  var job = G43Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G43Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G43Mode { case idle, busy }
enum G43Job { case none, run(Int) }
enum G43Level: Int, CaseIterable { case low = 1, mid, high }
extension G43Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G43bump(_ x: inout Int, by k: Int) { x += k }
enum G43Err: Error { case tooBig(Int), odd }
final class G43Counter { var count = 0; var dirty = false }
func G43armR1(_ m: G43Model, _ c: G43Counter) {
  let v = withObservationTracking { m.points[0].x } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G43armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G43armR6(_ m: G43Model, _ c: G43Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program43() async {
  print("— program 43")
  let m = G43Model()
  let n = G43Model()
  let solo = G43Model()
  let echo = G43Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cR1 = G43Counter()
  G43armR1(m, cR1)
  let obsI2 = Observations({ m.level.rawValue + m.a })
  var itI2 = obsI2.makeAsyncIterator()
  print("I2 first \(await itI2.next()!)")
  m.a += 1
  print("I2 next \(await itI2.next()!)")
  withObservationTracking { _ = m.d; _ = m.mode } onChange: { print("T3 fired, sees \(m.d)") }
  m.dict["k"] = 2; n.level = G43Level(rawValue: n.a) ?? .mid
  m.a = m.a; m.w = m.w
  withObservationTracking { withObservationTracking { _ = m.points[0].x } onChange: { print("N4 inner fired") } } onChange: { print("N4 outer fired") }
  let obsI5 = Observations({ m.a + m.a })
  m.a += 1
  var itI5 = obsI5.makeAsyncIterator()
  m.ref = G43Ref(3)
  print("I5 first \(await itI5.next()!)")
  m.a += 1; (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo)
  print("I5 next \(await itI5.next()!)")
  m.points[1].x = 1; m.b -= 1; m.ref = G43Ref(m.ref.v)
  m.w = m.w
  let cR6 = G43Counter()
  G43armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  (n.span.lo, n.span.hi) = (n.span.hi, n.span.lo); m.ignored += 1
  print("state: \(m.total) \(n.d)")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T7 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T8 fired, sees \(n.b)") }
  withObservationTracking { _ = (m.span.lo + m.span.hi) } onChange: { print("T9 fired, sees \((m.span.lo + m.span.hi))") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 43: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.points) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.cached)")
}

await program43()
