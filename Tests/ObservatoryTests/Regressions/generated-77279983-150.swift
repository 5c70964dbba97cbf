//: # Generated programs 150..<151, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 150
struct G150Point: Equatable { var x = 0 }
struct G150Bag { var n = 0 }
final class G150Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G150Ref, r: G150Ref) -> Bool { l.v == r.v } }
@Observable final class G150Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G150Point] = [G150Point(), G150Point()]
  @ObservationIgnored var ignored = 0
  var ref = G150Ref(0)
  var mode = G150Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G150Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G150Mode { case idle, busy }
enum G150Job { case none, run(Int) }
enum G150Level: Int, CaseIterable { case low = 1, mid, high }
extension G150Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G150bump(_ x: inout Int, by k: Int) { x += k }
enum G150Err: Error { case tooBig(Int), odd }
final class G150Counter { var count = 0; var dirty = false }
@MainActor func program150() async {
  print("— program 150")
  let m = G150Model()
  let n = G150Model()
  let solo = G150Model()
  let echo = G150Model()
  m.dict["j"] = 2
  try? await Task.sleep(for: .milliseconds(50))
  let vT1 = withObservationTracking { _ = m.total; _ = m.d; return m.total } onChange: { print("T1 fired, sees \(m.total)") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m.ref.v; _ = m.total; _ = m.total; return m.ref.v } onChange: { print("T2 fired, sees \(m.ref.v)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.ignored }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.ignored; _ = m.level } onChange: { print("T5 fired, sees \(m.points)") }
  let cW6 = G150Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.dict["j"] = 0; m.price += 0.1
  withObservationTracking { _ = m.d; _ = m.points[0].x } onChange: { print("T7 fired, sees \(m.d)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 150: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.ignored) \(m.ref.v) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.price)")
}

await program150()
