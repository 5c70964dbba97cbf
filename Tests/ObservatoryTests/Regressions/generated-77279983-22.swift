//: # Generated programs 22..<23, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 22
struct G22Point: Equatable { var x = 0 }
struct G22Bag { var n = 0 }
@Observable final class G22Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var points: [G22Point] = [G22Point(), G22Point()]
  var bag = G22Bag()
  @ObservationIgnored var ignored = 0
  var job = G22Job.none
  var level = G22Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G22Mode { case idle, busy }
enum G22Job { case none, run(Int) }
enum G22Level: Int, CaseIterable { case low = 1, mid, high }
extension G22Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G22bump(_ x: inout Int, by k: Int) { x += k }
enum G22Err: Error { case tooBig(Int), odd }
final class G22Counter { var count = 0; var dirty = false }
@MainActor func program22() async {
  print("— program 22")
  let m = G22Model()
  let n = G22Model()
  let solo = G22Model()
  let echo = G22Model()
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.points[0].x + m.points[0].x) }) { print("L1 got \(v)") }; print("L1 finished") }
  withObservationTracking { _ = m.a } onChange: { print("T2 fired, sees \(m.a)") }
  m.level = .high; m.tags = m.tags.union([3])
  withObservationTracking { _ = m.level; _ = m.points[0].x; _ = m.bag } onChange: { print("T3 fired, sees \(m.level)") }
  G22bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.points[0].x) \(n.tags.sorted())")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m[1] + m.points[0].x }) { print("L5 got \(v)") } }
  withObservationTracking { _ = n.points[0].x; _ = n.bag.n } onChange: { print("T6 fired, sees \(n.points[0].x)") }
  let vT7 = withObservationTracking { _ = n.points; return n.points } onChange: { print("T7 fired, sees \(n.points)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 22: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.bag) \(m.ignored) \(m.job) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program22()
