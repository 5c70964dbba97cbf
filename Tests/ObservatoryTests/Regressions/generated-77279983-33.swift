//: # Generated programs 33..<34, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 33
struct G33Point: Equatable { var x = 0 }
struct G33Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G33Item { var q = 1; deinit { print("G33Item deinit") } }
final class G33Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G33Ref, r: G33Ref) -> Bool { l.v == r.v } }
@Observable final class G33Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = true
  var points: [G33Point] = [G33Point(), G33Point()]
  var item = G33Item()
  var items: [G33Item] = [G33Item(), G33Item()]
  var ref = G33Ref(0)
  var mode = G33Mode.idle
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G33Mode { case idle, busy }
enum G33Job { case none, run(Int) }
enum G33Level: Int, CaseIterable { case low = 1, mid, high }
extension G33Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G33bump(_ x: inout Int, by k: Int) { x += k }
enum G33Err: Error { case tooBig(Int), odd }
final class G33Counter { var count = 0; var dirty = false }
@MainActor func program33() async {
  print("— program 33")
  let m = G33Model()
  let n = G33Model()
  let solo = G33Model()
  let echo = G33Model()
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ m.item.q + m.items[1].q }) { print("L1 got \(v)") } }
  withObservationTracking { _ = m.flag; _ = m.dict.count; _ = m.price } onChange: { print("T2 fired, sees \(m.flag)") }
  G33bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.items.count) \(n.points)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.tags.count + (m.dict["k"] ?? 0) }) { print("L4 got \(v)") } }
  withObservationTracking { _ = n.tags.count; _ = n.cached } onChange: { print("T5 fired, sees \(n.tags.count)") }
  let vT6 = withObservationTracking { _ = n.points; return n.points } onChange: { print("T6 fired, sees \(n.points)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL7 = Task { @MainActor in for await v in Observations({ m.points[0].x }) { print("L7 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 33: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.mode) \((m.dict["k"] ?? 0)) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program33()
