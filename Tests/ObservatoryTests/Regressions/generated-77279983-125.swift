//: # Generated programs 125..<126, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 125
struct G125Point: Equatable { var x = 0 }
struct G125Bag { var n = 0 }
@Observable final class G125Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G125Point] = [G125Point(), G125Point()]
  var bag = G125Bag()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G125Mode.idle
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G125Mode { case idle, busy }
enum G125Job { case none, run(Int) }
enum G125Level: Int, CaseIterable { case low = 1, mid, high }
extension G125Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G125bump(_ x: inout Int, by k: Int) { x += k }
enum G125Err: Error { case tooBig(Int), odd }
final class G125Counter { var count = 0; var dirty = false }
@MainActor func program125() async {
  print("— program 125")
  let m = G125Model()
  let n = G125Model()
  let solo = G125Model()
  let echo = G125Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag; _ = m.b } onChange: { print("T1 fired, sees \(m.bag)") }
  n.tags.remove(1)
  withObservationTracking { withObservationTracking { _ = m.points[0].x } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G125Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G125Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW4.count += 1; print("W4 willSet \(m.total)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.total)") }
  let vT5 = withObservationTracking { _ = m.name; _ = m.summary; return m.name } onChange: { print("T5 fired, sees \(m.name)") }
  print("T5 read \(vT5)")
  m.tags.insert(3); m.tags = m.tags.union([0])
  let vT6 = withObservationTracking { _ = m.w; _ = (m.opt ?? -1); _ = m.w; return m.w } onChange: { print("T6 fired, sees \(m.w)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  let loopL8 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 125: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.bag) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m.tags.sorted()) \(m.cached)")
}

await program125()
