//: # Generated programs 88..<89, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 88
struct G88Point: Equatable { var x = 0 }
struct G88Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G88Item { var q = 2 }
final class G88Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G88Ref, r: G88Ref) -> Bool { l.v == r.v } }
@Observable final class G88Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var points: [G88Point] = [G88Point(), G88Point()]
  var bag = G88Bag()
  var item = G88Item()
  @ObservationIgnored var ignored = 0
  var ref = G88Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G88Mode.idle
  var dict: [String: Int] = [:]
  var level = G88Level.low
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G88Mode { case idle, busy }
enum G88Job { case none, run(Int) }
enum G88Level: Int, CaseIterable { case low = 1, mid, high }
extension G88Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G88bump(_ x: inout Int, by k: Int) { x += k }
enum G88Err: Error { case tooBig(Int), odd }
final class G88Counter { var count = 0; var dirty = false }
@MainActor func program88() async {
  print("— program 88")
  let m = G88Model()
  let n = G88Model()
  let solo = G88Model()
  let echo = G88Model()
  withObservationTracking { _ = m.level.rawValue; _ = m.cached } onChange: { print("T1 fired, sees \(m.level.rawValue)") }
  let vT2 = withObservationTracking { _ = m.w; _ = m.tags.sorted(); _ = m.level.rawValue; return m.w } onChange: { print("T2 fired, sees \(m.w)") }
  print("T2 read \(vT2)")
  m.dict["k"] = 3; m.bag.n += 1
  n.level = G88Level.allCases.last!
  let vT3 = withObservationTracking { _ = m.b; _ = (m.a + m.item.q); _ = m.total; return m.b } onChange: { print("T3 fired, sees \(m.b)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  n.level = .high; m.points[1] = G88Point()
  print("state: \(m.tags.count) \(n.summary)")
  withObservationTracking { _ = m.tags.count; _ = m.w } onChange: { print("T4 fired, sees \(m.tags.count)") }
  withObservationTracking { _ = (n.a + n.item.q) } onChange: { print("T5 fired, sees \((n.a + n.item.q))") }
  let loopL6 = Task { @MainActor in for await v in Observations({ m.b }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = m.cached; _ = m.summary } onChange: { print("T7 fired, sees \(m.tags.sorted())") }
  let cW8 = G88Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW8.count += 1; print("W8 willSet \(m.a)"); if cW8.count >= 4 { t.cancel() } } didSet: { _ in print("W8 didSet \(m.a)") }
  m.b -= 1; m.level = .high
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 88: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted()) \(m.cached)")
}

await program88()
