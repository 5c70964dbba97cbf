//: # Generated programs 118..<119, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 118
struct G118Point: Equatable { var x = 0 }
struct G118Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G118Item { var q = 0; deinit { print("G118Item deinit") } }
final class G118Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G118Ref, r: G118Ref) -> Bool { l.v == r.v } }
@Observable final class G118Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G118Point] = [G118Point(), G118Point()]
  var item = G118Item()
  var items: [G118Item] = [G118Item(), G118Item()]
  var ref = G118Ref(0)
  var mode = G118Mode.idle
  var job = G118Job.none
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G118Mode { case idle, busy }
enum G118Job { case none, run(Int) }
enum G118Level: Int, CaseIterable { case low = 1, mid, high }
extension G118Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G118bump(_ x: inout Int, by k: Int) { x += k }
enum G118Err: Error { case tooBig(Int), odd }
final class G118Counter { var count = 0; var dirty = false }
@MainActor func program118() async {
  print("— program 118")
  let m = G118Model()
  let n = G118Model()
  let solo = G118Model()
  let echo = G118Model()
  m[0] += 1; m.items.append(G118Item())
  n.b = 2
  let vT1 = withObservationTracking { _ = m.b; _ = m.tags.count; _ = m[1]; return m.b } onChange: { print("T1 fired, sees \(m.b)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  n.mode = .busy; m.arr = [0, 0, 0]
  print("state: \(m.items.count) \(n.job)")
  withObservationTracking { _ = m.ref.v; _ = (m.flag ? m.a : m.b) } onChange: { print("T2 fired, sees \(m.ref.v)") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T3 fired, sees \((n.flag ? n.a : n.b))") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.items[1].q }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 118: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.job) \(m[0]) \(m.tags.sorted())")
}

await program118()
