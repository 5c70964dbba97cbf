//: # Generated programs 47..<48, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 47
struct G47Point: Equatable { var x = 0 }
struct G47Bag { var n = 0 }
@Observable final class G47Item { var q = 3; deinit { print("G47Item deinit") } }
final class G47Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G47Ref, r: G47Ref) -> Bool { l.v == r.v } }
@Observable final class G47Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G47Point] = [G47Point(), G47Point()]
  var bag = G47Bag()
  var item = G47Item()
  var items: [G47Item] = [G47Item(), G47Item()]
  @ObservationIgnored var ignored = 0
  var ref = G47Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G47Mode.idle
  var job = G47Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G47Mode { case idle, busy }
enum G47Job { case none, run(Int) }
enum G47Level: Int, CaseIterable { case low = 1, mid, high }
extension G47Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G47bump(_ x: inout Int, by k: Int) { x += k }
enum G47Err: Error { case tooBig(Int), odd }
final class G47Counter { var count = 0; var dirty = false }
@MainActor func program47() async {
  print("— program 47")
  let m = G47Model()
  let n = G47Model()
  let solo = G47Model()
  let echo = G47Model()
  print("state: \(m.a) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ m.item.q + m.items[1].q }) { print("L1 got \(v)") } }
  withObservationTracking { _ = n.items.count; _ = n.points[0].x } onChange: { print("T2 fired, sees \(n.items.count)") }
  let vT3 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T3 fired, sees \(n.summary)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.w }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.job = .none; m.span.hi = 2
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 47: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.span.hi) \(m.cached)")
}

await program47()
