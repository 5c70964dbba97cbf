//: # Generated programs 36..<37, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 36
struct G36Point: Equatable { var x = 0 }
struct G36Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G36Item { var q = 2; deinit { print("G36Item deinit") } }
@Observable final class G36Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G36Point] = [G36Point(), G36Point()]
  var item = G36Item()
  @ObservationIgnored var ignored = 0
  var mode = G36Mode.idle
  var level = G36Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G36Mode { case idle, busy }
enum G36Job { case none, run(Int) }
enum G36Level: Int, CaseIterable { case low = 1, mid, high }
extension G36Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G36bump(_ x: inout Int, by k: Int) { x += k }
enum G36Err: Error { case tooBig(Int), odd }
final class G36Counter { var count = 0; var dirty = false }
@MainActor func program36() async {
  print("— program 36")
  let m = G36Model()
  let n = G36Model()
  let solo = G36Model()
  let echo = G36Model()
  m.tags = m.tags.union([3])
  let vT1 = withObservationTracking { _ = m.level; _ = (m.span.lo + m.span.hi); return m.level } onChange: { print("T1 fired, sees \(m.level)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m.level.rawValue + m.span.hi }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.item.q; _ = (n.a + n.item.q) } onChange: { print("T3 fired, sees \(n.item.q)") }
  let vT4 = withObservationTracking { _ = (n.price * 3); return (n.price * 3) } onChange: { print("T4 fired, sees \((n.price * 3))") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.item.q }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 36: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.item.q) \(m.ignored) \(m.mode) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program36()
