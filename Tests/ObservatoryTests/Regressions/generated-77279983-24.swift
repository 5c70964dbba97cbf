//: # Generated programs 24..<25, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 24
struct G24Point: Equatable { var x = 0 }
struct G24Bag { var n = 0 }
@Observable final class G24Item { var q = 2 }
@Observable final class G24Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var item = G24Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var level = G24Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G24Mode { case idle, busy }
enum G24Job { case none, run(Int) }
enum G24Level: Int, CaseIterable { case low = 1, mid, high }
extension G24Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G24bump(_ x: inout Int, by k: Int) { x += k }
enum G24Err: Error { case tooBig(Int), odd }
final class G24Counter { var count = 0; var dirty = false }
@MainActor func program24() async {
  print("— program 24")
  let m = G24Model()
  let n = G24Model()
  let solo = G24Model()
  let echo = G24Model()
  print("F1 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.w) \(n.arr.count)")
  withObservationTracking { _ = (m.a + m.item.q); _ = m.arr.count } onChange: { print("T3 fired, sees \((m.a + m.item.q))") }
  withObservationTracking { _ = (m.opt ?? -1); _ = m.level.rawValue; _ = m.level.rawValue } onChange: { print("T4 fired, sees \((m.opt ?? -1))") }
  let vT5 = withObservationTracking { _ = m.arr; _ = m.b; return m.arr } onChange: { print("T5 fired, sees \(m.arr)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.tags.count + m.span.hi }) { print("L6 got \(v)") } }
  withObservationTracking { _ = n.tags.count; _ = n.cached } onChange: { print("T7 fired, sees \(n.tags.count)") }
  let vT8 = withObservationTracking { _ = n.opt; return n.opt } onChange: { print("T8 fired, sees \(n.opt)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 24: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.item.q) \(m.w) \(m.d) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program24()
