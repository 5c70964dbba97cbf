//: # Generated programs 52..<53, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 52
struct G52Point: Equatable { var x = 0 }
struct G52Bag { var n = 0 }
@Observable final class G52Item { var q = 1; deinit { print("G52Item deinit") } }
@Observable final class G52Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G52Point] = [G52Point(), G52Point()]
  var bag = G52Bag()
  var item = G52Item()
  var items: [G52Item] = [G52Item(), G52Item()]
  var mode = G52Mode.idle
  var level = G52Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G52Mode { case idle, busy }
enum G52Job { case none, run(Int) }
enum G52Level: Int, CaseIterable { case low = 1, mid, high }
extension G52Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G52bump(_ x: inout Int, by k: Int) { x += k }
enum G52Err: Error { case tooBig(Int), odd }
final class G52Counter { var count = 0; var dirty = false }
func G52armR6(_ m: G52Model, _ c: G52Counter) {
  let v = withObservationTracking { m.total } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program52() async {
  print("— program 52")
  let m = G52Model()
  let n = G52Model()
  let solo = G52Model()
  let echo = G52Model()
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) + m.items[1].q }) { print("L1 got \(v)") } }
  withObservationTracking { _ = n.points[0].x; _ = n.bag.n } onChange: { print("T2 fired, sees \(n.points[0].x)") }
  let vT3 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T3 fired, sees \(n.summary)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.points[0].x }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.opt = 0; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let obsI5 = Observations({ m.items[1].q + m.a })
  m.a = 3
  var itI5 = obsI5.makeAsyncIterator()
  m.arr.append(3)
  print("I5 first \(await itI5.next()!)")
  m.a += 1; m.flag.toggle()
  print("I5 next \(await itI5.next()!)")
  m.arr = [0, 0, 0]; m.items.append(G52Item()); m.points[1] = G52Point()
  m.mode = .idle
  let cR6 = G52Counter()
  G52armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  n.item = G52Item(); m.item.q = 3
  print("state: \(m[1]) \(n.summary)")
  withObservationTracking { _ = m[1]; _ = m.items[1].q } onChange: { print("T7 fired, sees \(m[1])") }
  withObservationTracking { _ = n.bag.n } onChange: { print("T8 fired, sees \(n.bag.n)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 52: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.mode) \(m.level) \(m[0]) \(m.cached)")
}

await program52()
