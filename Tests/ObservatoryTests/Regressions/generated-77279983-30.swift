//: # Generated programs 30..<31, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 30
struct G30Point: Equatable { var x = 0 }
struct G30Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G30Item { var q = 0 }
final class G30Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G30Ref, r: G30Ref) -> Bool { l.v == r.v } }
@Observable final class G30Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G30Point] = [G30Point(), G30Point()]
  var items: [G30Item] = [G30Item(), G30Item()]
  var ref = G30Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G30Job.none
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G30Mode { case idle, busy }
enum G30Job { case none, run(Int) }
enum G30Level: Int, CaseIterable { case low = 1, mid, high }
extension G30Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G30bump(_ x: inout Int, by k: Int) { x += k }
enum G30Err: Error { case tooBig(Int), odd }
final class G30Counter { var count = 0; var dirty = false }
@MainActor func program30() async {
  print("— program 30")
  let m = G30Model()
  let n = G30Model()
  let solo = G30Model()
  let echo = G30Model()
  withObservationTracking { m.b = 7 } onChange: { print("M1 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m[0]) \(n.b)")
  withObservationTracking { _ = m.dict.count; _ = m.dict.count } onChange: { print("T2 fired, sees \(m.dict.count)") }
  withObservationTracking { _ = m.w; _ = m[1]; _ = m.points[0].x } onChange: { print("T3 fired, sees \(m.w)") }
  let vT4 = withObservationTracking { _ = m.name; _ = m.dict.count; return m.name } onChange: { print("T4 fired, sees \(m.name)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.total + m[0] }) { print("L5 got \(v)") } }
  withObservationTracking { _ = n.total; _ = n.dict.count } onChange: { print("T6 fired, sees \(n.total)") }
  let vT7 = withObservationTracking { _ = n.job; return n.job } onChange: { print("T7 fired, sees \(n.job)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL8 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 30: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m[0])")
}

await program30()
