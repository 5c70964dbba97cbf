//: # Generated programs 159..<160, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 159
struct G159Point: Equatable { var x = 0 }
struct G159Bag { var n = 0 }
@Observable final class G159Item { var q = 3; deinit { print("G159Item deinit") } }
@Observable final class G159Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G159Point] = [G159Point(), G159Point()]
  var bag = G159Bag()
  var item = G159Item()
  var items: [G159Item] = [G159Item(), G159Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G159Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G159Mode { case idle, busy }
enum G159Job { case none, run(Int) }
enum G159Level: Int, CaseIterable { case low = 1, mid, high }
extension G159Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G159bump(_ x: inout Int, by k: Int) { x += k }
enum G159Err: Error { case tooBig(Int), odd }
final class G159Counter { var count = 0; var dirty = false }
@MainActor func program159() async {
  print("— program 159")
  let m = G159Model()
  let n = G159Model()
  let solo = G159Model()
  let echo = G159Model()
  try? await Task.sleep(for: .milliseconds(50))
  let vT1 = withObservationTracking { _ = m.dict.count; _ = m.d; return m.dict.count } onChange: { print("T1 fired, sees \(m.dict.count)") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m.dict.count; _ = m.a; _ = m.items[1].q; return m.dict.count } onChange: { print("T2 fired, sees \(m.dict.count)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = (m.opt ?? -1); _ = m.bag } onChange: { print("T5 fired, sees \(m.name)") }
  let cW6 = G159Counter()
  withObservationTracking { _ = m.points[0].x } willSet: { t in cW6.count += 1; print("W6 willSet \(m.points[0].x)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.points[0].x)") }
  m.d = .nan; m.span.hi = 0
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 159: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.w) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi)")
}

await program159()
