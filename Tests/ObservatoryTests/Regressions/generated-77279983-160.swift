//: # Generated programs 160..<161, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 160
struct G160Point: Equatable { var x = 0 }
struct G160Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G160Item { var q = 3; deinit { print("G160Item deinit") } }
final class G160Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G160Ref, r: G160Ref) -> Bool { l.v == r.v } }
@Observable final class G160Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G160Point] = [G160Point(), G160Point()]
  var bag = G160Bag()
  var item = G160Item()
  var ref = G160Ref(0)
  var job = G160Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G160Level.low
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G160Mode { case idle, busy }
enum G160Job { case none, run(Int) }
enum G160Level: Int, CaseIterable { case low = 1, mid, high }
extension G160Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G160bump(_ x: inout Int, by k: Int) { x += k }
enum G160Err: Error { case tooBig(Int), odd }
final class G160Counter { var count = 0; var dirty = false }
@MainActor func program160() async {
  print("— program 160")
  let m = G160Model()
  let n = G160Model()
  let solo = G160Model()
  let echo = G160Model()
  let vT1 = withObservationTracking { _ = m.ref.v; _ = m.d; return m.ref.v } onChange: { print("T1 fired, sees \(m.ref.v)") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m.a; _ = m.ref.v; _ = m.points[0].x; return m.a } onChange: { print("T2 fired, sees \(m.a)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = (m.dict["k"] ?? 0); _ = m.job } onChange: { print("T5 fired, sees \(m.flag)") }
  let cW6 = G160Counter()
  withObservationTracking { _ = m.ref.v } willSet: { t in cW6.count += 1; print("W6 willSet \(m.ref.v)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.ref.v)") }
  m.flag = true; m.a = 0
  withObservationTracking { _ = m.points; _ = (m.flag ? m.a : m.b) } onChange: { print("T7 fired, sees \(m.points)") }
  withObservationTracking { _ = m.b } onChange: { print("T8 fired, sees \(m.b)") }
  let vT9 = withObservationTracking { _ = n.arr[1]; _ = n.job; _ = (n.dict["k"] ?? 0); return n.arr[1] } onChange: { print("T9 fired, sees \(n.arr[1])") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL10 = G160Counter()
  let loopL10 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L10 got \(v)"); if cL10.count < 2 { cL10.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI11 = Observations({ m.arr[1] + m.a })
  m.flag.toggle()
  var itI11 = obsI11.makeAsyncIterator()
  m.item = G160Item()
  print("I11 first \(await itI11.next()!)")
  m.a += 0
  print("I11 next \(await itI11.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 160: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.ref.v) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.cached)")
}

await program160()
