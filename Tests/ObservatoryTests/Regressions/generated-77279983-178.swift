//: # Generated programs 178..<179, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 178
struct G178Point: Equatable { var x = 0 }
struct G178Bag { var n = 0 }
@Observable final class G178Item { var q = 1; deinit { print("G178Item deinit") } }
final class G178Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G178Ref, r: G178Ref) -> Bool { l.v == r.v } }
@Observable final class G178Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G178Point] = [G178Point(), G178Point()]
  var item = G178Item()
  var items: [G178Item] = [G178Item(), G178Item()]
  var ref = G178Ref(0)
  var d = 0.5
  var level = G178Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G178Mode { case idle, busy }
enum G178Job { case none, run(Int) }
enum G178Level: Int, CaseIterable { case low = 1, mid, high }
extension G178Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G178bump(_ x: inout Int, by k: Int) { x += k }
enum G178Err: Error { case tooBig(Int), odd }
final class G178Counter { var count = 0; var dirty = false }
@MainActor func program178() async {
  print("— program 178")
  let m = G178Model()
  let n = G178Model()
  let solo = G178Model()
  let echo = G178Model()
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T1 fired, sees \((n.opt ?? -1))") }
  let loopL2 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L2 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = m.span.hi; _ = m.d } onChange: { print("T3 fired, sees \(m.tags.sorted())") }
  let cW4 = G178Counter()
  withObservationTracking { _ = m.level.rawValue } willSet: { t in cW4.count += 1; print("W4 willSet \(m.level.rawValue)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.level.rawValue)") }
  m.opt = 0; m.a = 0
  withObservationTracking { _ = m.points; _ = (m.opt ?? -1) } onChange: { print("T5 fired, sees \(m.points)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 178: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.d) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program178()
