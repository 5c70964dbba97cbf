//: # Generated programs 139..<140, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 139
struct G139Point: Equatable { var x = 0 }
struct G139Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G139Item { var q = 3 }
final class G139Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G139Ref, r: G139Ref) -> Bool { l.v == r.v } }
@Observable final class G139Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G139Point] = [G139Point(), G139Point()]
  var item = G139Item()
  var items: [G139Item] = [G139Item(), G139Item()]
  @ObservationIgnored var ignored = 0
  var ref = G139Ref(0)
  var mode = G139Mode.idle
  var job = G139Job.none
  var dict: [String: Int] = [:]
  var level = G139Level.low
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G139Mode { case idle, busy }
enum G139Job { case none, run(Int) }
enum G139Level: Int, CaseIterable { case low = 1, mid, high }
extension G139Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G139bump(_ x: inout Int, by k: Int) { x += k }
enum G139Err: Error { case tooBig(Int), odd }
final class G139Counter { var count = 0; var dirty = false }
@MainActor func program139() async {
  print("— program 139")
  let m = G139Model()
  let n = G139Model()
  let solo = G139Model()
  let echo = G139Model()
  withObservationTracking { _ = m.ref.v; _ = m.job; _ = m.level } onChange: { print("T1 fired, sees \(m.ref.v)") }
  withObservationTracking { _ = m.summary; _ = m.b } onChange: { print("T2 fired, sees \(m.summary)") }
  let vT3 = withObservationTracking { _ = m.total; _ = m.price; return m.total } onChange: { print("T3 fired, sees \(m.total)") }
  print("T3 read \(vT3)")
  let vT4 = withObservationTracking { _ = m.ignored; _ = m.total; _ = m.total; return m.ignored } onChange: { print("T4 fired, sees \(m.ignored)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M5 fired") }
  let loopL6 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 139: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.price) \(m.cached)")
}

await program139()
