//: # Generated programs 161..<162, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 161
struct G161Point: Equatable { var x = 0 }
struct G161Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G161Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G161Point] = [G161Point(), G161Point()]
  var bag = G161Bag()
  @ObservationIgnored var ignored = 0
  var mode = G161Mode.idle
  var job = G161Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var price: Decimal = 1.5
}
enum G161Mode { case idle, busy }
enum G161Job { case none, run(Int) }
enum G161Level: Int, CaseIterable { case low = 1, mid, high }
extension G161Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G161bump(_ x: inout Int, by k: Int) { x += k }
enum G161Err: Error { case tooBig(Int), odd }
final class G161Counter { var count = 0; var dirty = false }
@MainActor func program161() async {
  print("— program 161")
  let m = G161Model()
  let n = G161Model()
  let solo = G161Model()
  let echo = G161Model()
  try? await Task.sleep(for: .milliseconds(50))
  let vT1 = withObservationTracking { _ = (m.opt ?? -1); _ = m.d; return (m.opt ?? -1) } onChange: { print("T1 fired, sees \((m.opt ?? -1))") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m.points[0].x; _ = (m.opt ?? -1); _ = m.points[0].x; return m.points[0].x } onChange: { print("T2 fired, sees \(m.points[0].x)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m.dict.count; _ = m.arr } onChange: { print("T5 fired, sees \(m.name)") }
  let cW6 = G161Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.a = 0; m.mode = .busy
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 161: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.ignored) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.price)")
}

await program161()
