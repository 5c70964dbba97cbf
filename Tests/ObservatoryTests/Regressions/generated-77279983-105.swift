//: # Generated programs 105..<106, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 105
struct G105Point: Equatable { var x = 0 }
struct G105Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G105Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G105Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G105Mode { case idle, busy }
enum G105Job { case none, run(Int) }
enum G105Level: Int, CaseIterable { case low = 1, mid, high }
extension G105Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G105bump(_ x: inout Int, by k: Int) { x += k }
enum G105Err: Error { case tooBig(Int), odd }
final class G105Counter { var count = 0; var dirty = false }
@MainActor func program105() async {
  print("— program 105")
  let m = G105Model()
  let n = G105Model()
  let solo = G105Model()
  let echo = G105Model()
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.a) }) { print("L1 got \(v)") }; print("L1 finished") }
  let vT2 = withObservationTracking { _ = (m.dict["k"] ?? 0); _ = m.arr; _ = m.total; return (m.dict["k"] ?? 0) } onChange: { print("T2 fired, sees \((m.dict["k"] ?? 0))") }
  print("T2 read \(vT2)")
  m.a += 0; m.span = (lo: 1, hi: 1)
  n.dict["k"] = 2
  let vT3 = withObservationTracking { _ = m.b; _ = m.cached; _ = m[1]; return m.b } onChange: { print("T3 fired, sees \(m.b)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  n.price += 0.1; m.dict["j"] = 3
  print("state: \(m.span.hi) \(n.arr)")
  withObservationTracking { _ = (m.span.lo + m.span.hi); _ = (m.flag ? m.a : m.b) } onChange: { print("T4 fired, sees \((m.span.lo + m.span.hi))") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T5 fired, sees \((n.flag ? n.a : n.b))") }
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.dict.count }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.price * 3); _ = (m.span.lo + m.span.hi); _ = m.job } onChange: { print("T7 fired, sees \((m.price * 3))") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 105: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.ignored) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.price) \(m.cached)")
}

await program105()
