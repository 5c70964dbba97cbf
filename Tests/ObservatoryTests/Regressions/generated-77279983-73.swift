//: # Generated programs 73..<74, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 73
struct G73Point: Equatable { var x = 0 }
struct G73Bag { var n = 0 }
@Observable final class G73Item { var q = 0 }
final class G73Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G73Ref, r: G73Ref) -> Bool { l.v == r.v } }
@Observable final class G73Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var flag = true
  var points: [G73Point] = [G73Point(), G73Point()]
  var bag = G73Bag()
  var items: [G73Item] = [G73Item(), G73Item()]
  var ref = G73Ref(0)
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G73Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G73Mode { case idle, busy }
enum G73Job { case none, run(Int) }
enum G73Level: Int, CaseIterable { case low = 1, mid, high }
extension G73Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G73bump(_ x: inout Int, by k: Int) { x += k }
enum G73Err: Error { case tooBig(Int), odd }
final class G73Counter { var count = 0; var dirty = false }
func G73armR3(_ m: G73Model, _ c: G73Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G73armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program73() async {
  print("— program 73")
  let m = G73Model()
  let n = G73Model()
  let solo = G73Model()
  let echo = G73Model()
  m.points[1] = G73Point(); m.level = .high
  withObservationTracking { withObservationTracking { _ = m.points[0].x } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  let obsI2 = Observations({ m.level.rawValue + m.a })
  m.ref = G73Ref(3)
  var itI2 = obsI2.makeAsyncIterator()
  m.dict["j"] = 3
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.level = G73Level.allCases.last!
  print("I2 next \(await itI2.next()!)")
  m.dict = [:]; m.ref = G73Ref(m.ref.v); m.level = G73Level(rawValue: m.a) ?? .mid
  m.b = 3
  let cR3 = G73Counter()
  G73armR3(m, cR3)
  try? await Task.sleep(for: .milliseconds(50))
  n.level = G73Level.allCases.last!; m[0] += 1
  print("state: \(m[1]) \(n.price)")
  withObservationTracking { _ = m[1]; _ = m.level.rawValue } onChange: { print("T4 fired, sees \(m[1])") }
  withObservationTracking { _ = n.ref.v } onChange: { print("T5 fired, sees \(n.ref.v)") }
  let loopL6 = Task { @MainActor in for await v in Observations({ m.b }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = m.cached; _ = m.level } onChange: { print("T7 fired, sees \(m.flag)") }
  let cW8 = G73Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW8.count += 1; print("W8 willSet \(m.a)"); if cW8.count >= 4 { t.cancel() } } didSet: { _ in print("W8 didSet \(m.a)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 73: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.points) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.price) \(m.cached)")
}

await program73()
