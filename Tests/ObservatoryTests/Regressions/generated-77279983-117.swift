//: # Generated programs 117..<118, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 117
struct G117Point: Equatable { var x = 0 }
struct G117Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G117Item { var q = 0; deinit { print("G117Item deinit") } }
@Observable final class G117Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G117Point] = [G117Point(), G117Point()]
  var bag = G117Bag()
  var items: [G117Item] = [G117Item(), G117Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G117Job.none
  var d = 0.5
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G117Mode { case idle, busy }
enum G117Job { case none, run(Int) }
enum G117Level: Int, CaseIterable { case low = 1, mid, high }
extension G117Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G117bump(_ x: inout Int, by k: Int) { x += k }
enum G117Err: Error { case tooBig(Int), odd }
final class G117Counter { var count = 0; var dirty = false }
@MainActor func program117() async {
  print("— program 117")
  let m = G117Model()
  let n = G117Model()
  let solo = G117Model()
  let echo = G117Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.b } onChange: { print("T1 fired, sees \(m.points)") }
  n.bag.n += 1
  withObservationTracking { withObservationTracking { _ = m.points[0].x } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G117Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G117Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW4.count += 1; print("W4 willSet \(m.total)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.total)") }
  let vT5 = withObservationTracking { _ = m.job; _ = m.points; return m.job } onChange: { print("T5 fired, sees \(m.job)") }
  print("T5 read \(vT5)")
  m.w += 1; m.a = 0
  let vT6 = withObservationTracking { _ = m.items[1].q; _ = (m.opt ?? -1); _ = m.items[1].q; return m.items[1].q } onChange: { print("T6 fired, sees \(m.items[1].q)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  let loopL8 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 117: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.job) \(m.d) \(m.tags.sorted()) \(m.price)")
}

await program117()
