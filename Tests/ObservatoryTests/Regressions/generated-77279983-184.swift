//: # Generated programs 184..<185, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 184
struct G184Point: Equatable { var x = 0 }
struct G184Bag { var n = 0 }
@Observable final class G184Item { var q = 0; deinit { print("G184Item deinit") } }
final class G184Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G184Ref, r: G184Ref) -> Bool { l.v == r.v } }
@Observable final class G184Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var items: [G184Item] = [G184Item(), G184Item()]
  var ref = G184Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G184Job.none
  var dict: [String: Int] = [:]
  var level = G184Level.low
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G184Mode { case idle, busy }
enum G184Job { case none, run(Int) }
enum G184Level: Int, CaseIterable { case low = 1, mid, high }
extension G184Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G184bump(_ x: inout Int, by k: Int) { x += k }
enum G184Err: Error { case tooBig(Int), odd }
final class G184Counter { var count = 0; var dirty = false }
@MainActor func program184() async {
  print("— program 184")
  let m = G184Model()
  let n = G184Model()
  let solo = G184Model()
  let echo = G184Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.price * 3); _ = m.dict.count; _ = m.summary } onChange: { print("T1 fired, sees \((m.price * 3))") }
  let cW2 = G184Counter()
  withObservationTracking { _ = (m.dict["k"] ?? 0) } willSet: { t in cW2.count += 1; print("W2 willSet \((m.dict["k"] ?? 0))"); if cW2.count >= 4 { t.cancel() } } didSet: { _ in print("W2 didSet \((m.dict["k"] ?? 0))") }
  m.w = m.w; m.price += 0.1
  withObservationTracking { _ = m.summary; _ = (m.flag ? m.a : m.b) } onChange: { print("T3 fired, sees \(m.summary)") }
  withObservationTracking { _ = m.b } onChange: { print("T4 fired, sees \(m.b)") }
  let vT5 = withObservationTracking { _ = n.arr[1]; _ = n.job; _ = n.dict.count; return n.arr[1] } onChange: { print("T5 fired, sees \(n.arr[1])") }
  print("T5 read \(vT5)")
  let cL6 = G184Counter()
  let loopL6 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L6 got \(v)"); if cL6.count < 2 { cL6.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI7 = Observations({ m.arr[1] + m.a })
  m.level = G184Level.allCases.last!
  var itI7 = obsI7.makeAsyncIterator()
  m.a += 0
  print("I7 first \(await itI7.next()!)")
  m.a += 0
  print("I7 next \(await itI7.next()!)")
  m.ref = G184Ref(0); n.arr[0] = 0
  let cE8 = G184Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b += 1
  print("E8 after: \(solo.b) calls \(cE8.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 184: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program184()
