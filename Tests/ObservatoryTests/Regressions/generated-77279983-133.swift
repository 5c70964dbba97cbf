//: # Generated programs 133..<134, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 133
struct G133Point: Equatable { var x = 0 }
struct G133Bag { var n = 0 }
@Observable final class G133Item { var q = 1; deinit { print("G133Item deinit") } }
@Observable final class G133Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var item = G133Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G133Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G133Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G133Mode { case idle, busy }
enum G133Job { case none, run(Int) }
enum G133Level: Int, CaseIterable { case low = 1, mid, high }
extension G133Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G133bump(_ x: inout Int, by k: Int) { x += k }
enum G133Err: Error { case tooBig(Int), odd }
final class G133Counter { var count = 0; var dirty = false }
@MainActor func program133() async {
  print("— program 133")
  let m = G133Model()
  let n = G133Model()
  let solo = G133Model()
  let echo = G133Model()
  let vT1 = withObservationTracking { _ = m.d; _ = m.item.q; _ = (m.opt ?? -1); return m.d } onChange: { print("T1 fired, sees \(m.d)") }
  print("T1 read \(vT1)")
  let cW2 = G133Counter()
  withObservationTracking { _ = m.level.rawValue } willSet: { t in cW2.count += 1; print("W2 willSet \(m.level.rawValue)"); if cW2.count >= 3 { t.cancel() } } didSet: { _ in print("W2 didSet \(m.level.rawValue)") }
  let vT3 = withObservationTracking { _ = m.tags.sorted(); _ = m.d; return m.tags.sorted() } onChange: { print("T3 fired, sees \(m.tags.sorted())") }
  print("T3 read \(vT3)")
  m.tags.insert(3); m.w += 1
  let vT4 = withObservationTracking { _ = m[0]; _ = m.a; _ = m.w; return m[0] } onChange: { print("T4 fired, sees \(m[0])") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M5 fired") }
  let loopL6 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.job; _ = (m.opt ?? -1); _ = m.arr } onChange: { print("T7 fired, sees \(m.job)") }
  let cW8 = G133Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW8.count += 1; print("W8 willSet \(m.arr[1])"); if cW8.count >= 4 { t.cancel() } } didSet: { _ in print("W8 didSet \(m.arr[1])") }
  m.cached = 0; m[0] += 1
  withObservationTracking { _ = m.level; _ = m.arr[1] } onChange: { print("T9 fired, sees \(m.level)") }
  withObservationTracking { _ = m.level.rawValue } onChange: { print("T10 fired, sees \(m.level.rawValue)") }
  let vT11 = withObservationTracking { _ = (n.dict["k"] ?? 0); _ = n.arr; _ = n.a; return (n.dict["k"] ?? 0) } onChange: { print("T11 fired, sees \((n.dict["k"] ?? 0))") }
  print("T11 read \(vT11)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 133: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.item.q) \(m.w) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program133()
