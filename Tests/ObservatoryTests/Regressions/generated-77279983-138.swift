//: # Generated programs 138..<139, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 138
struct G138Point: Equatable { var x = 0 }
struct G138Bag { var n = 0 }
@Observable final class G138Item { var q = 2; deinit { print("G138Item deinit") } }
final class G138Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G138Ref, r: G138Ref) -> Bool { l.v == r.v } }
@Observable final class G138Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var flag = false
  var bag = G138Bag()
  var items: [G138Item] = [G138Item(), G138Item()]
  @ObservationIgnored var ignored = 0
  var ref = G138Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G138Job.none
  var d = 0.5
  var level = G138Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G138Mode { case idle, busy }
enum G138Job { case none, run(Int) }
enum G138Level: Int, CaseIterable { case low = 1, mid, high }
extension G138Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G138bump(_ x: inout Int, by k: Int) { x += k }
enum G138Err: Error { case tooBig(Int), odd }
final class G138Counter { var count = 0; var dirty = false }
@MainActor func program138() async {
  print("— program 138")
  let m = G138Model()
  let n = G138Model()
  let solo = G138Model()
  let echo = G138Model()
  withObservationTracking { _ = m.items.count; _ = m.span.hi; _ = m.w } onChange: { print("T1 fired, sees \(m.items.count)") }
  n.d = 1.5; m.items[1].q = 3
  print("state: \(m.total) \(n.bag)")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T2 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T3 fired, sees \(n.b)") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.ignored }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.level; _ = m.ignored; _ = m.job } onChange: { print("T5 fired, sees \(m.level)") }
  let cW6 = G138Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.flag.toggle(); m.w += 1
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 138: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m.cached)")
}

await program138()
