//: # Generated programs 115..<116, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 115
struct G115Point: Equatable { var x = 0 }
struct G115Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G115Item { var q = 0; deinit { print("G115Item deinit") } }
final class G115Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G115Ref, r: G115Ref) -> Bool { l.v == r.v } }
@Observable final class G115Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G115Point] = [G115Point(), G115Point()]
  var item = G115Item()
  var items: [G115Item] = [G115Item(), G115Item()]
  var ref = G115Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G115Job.none
  var dict: [String: Int] = [:]
  var level = G115Level.low
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G115Mode { case idle, busy }
enum G115Job { case none, run(Int) }
enum G115Level: Int, CaseIterable { case low = 1, mid, high }
extension G115Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G115bump(_ x: inout Int, by k: Int) { x += k }
enum G115Err: Error { case tooBig(Int), odd }
final class G115Counter { var count = 0; var dirty = false }
@MainActor func program115() async {
  print("— program 115")
  let m = G115Model()
  let n = G115Model()
  let solo = G115Model()
  let echo = G115Model()
  m.dict = [:]; m.ref = G115Ref(1)
  n.b = 2
  let vT1 = withObservationTracking { _ = m.b; _ = m.cached; _ = m.level.rawValue; return m.b } onChange: { print("T1 fired, sees \(m.b)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  n.w = n.w; m.points[1] = G115Point()
  print("state: \(m.w) \(n.job)")
  withObservationTracking { _ = (m.dict["k"] ?? 0); _ = (m.opt ?? -1) } onChange: { print("T2 fired, sees \((m.dict["k"] ?? 0))") }
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T3 fired, sees \((n.opt ?? -1))") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 115: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.cached)")
}

await program115()
