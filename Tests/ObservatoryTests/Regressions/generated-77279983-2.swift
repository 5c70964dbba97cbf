//: # Generated programs 2..<3, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 2
struct G2Point: Equatable { var x = 0 }
struct G2Bag { var n = 0 }
@Observable final class G2Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G2Point] = [G2Point(), G2Point()]
  var bag = G2Bag()
  var mode = G2Mode.idle
  var job = G2Job.none
  var dict: [String: Int] = [:]
  var level = G2Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G2Mode { case idle, busy }
enum G2Job { case none, run(Int) }
enum G2Level: Int, CaseIterable { case low = 1, mid, high }
extension G2Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G2bump(_ x: inout Int, by k: Int) { x += k }
enum G2Err: Error { case tooBig(Int), odd }
final class G2Counter { var count = 0; var dirty = false }
@MainActor func program2() async {
  print("— program 2")
  let m = G2Model()
  let n = G2Model()
  let solo = G2Model()
  let echo = G2Model()
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ m.arr[1] + m.span.hi }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.dict.count + m.total) }) { print("L2 got \(v)") }; print("L2 finished") }
  withObservationTracking { _ = (m.span.lo + m.span.hi) } onChange: { print("T3 fired, sees \((m.span.lo + m.span.hi))") }
  m.level = .high; m.tags.remove(1)
  withObservationTracking { _ = m.bag; _ = m.points[0].x; _ = m.arr } onChange: { print("T4 fired, sees \(m.bag)") }
  G2bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.a) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.arr[1] + m.points[0].x }) { print("L6 got \(v)") } }
  withObservationTracking { _ = n.bag.n; _ = (n.flag ? n.a : n.b) } onChange: { print("T7 fired, sees \(n.bag.n)") }
  let vT8 = withObservationTracking { _ = n.bag; return n.bag } onChange: { print("T8 fired, sees \(n.bag)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  loopL6.cancel(); _ = await loopL6.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 2: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.tags.sorted())")
}

await program2()
