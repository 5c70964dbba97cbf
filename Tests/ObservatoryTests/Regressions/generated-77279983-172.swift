//: # Generated programs 172..<173, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 172
struct G172Point: Equatable { var x = 0 }
struct G172Bag { var n = 0 }
@Observable final class G172Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G172Job.none
  var d = 0.5
  var level = G172Level.low
  var price: Decimal = 1.5
}
enum G172Mode { case idle, busy }
enum G172Job { case none, run(Int) }
enum G172Level: Int, CaseIterable { case low = 1, mid, high }
extension G172Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G172bump(_ x: inout Int, by k: Int) { x += k }
enum G172Err: Error { case tooBig(Int), odd }
final class G172Counter { var count = 0; var dirty = false }
@MainActor func program172() async {
  print("— program 172")
  let m = G172Model()
  let n = G172Model()
  let solo = G172Model()
  let echo = G172Model()
  withObservationTracking { _ = m.arr.count; _ = (m.flag ? m.a : m.b) } onChange: { print("T1 fired, sees \(m.arr.count)") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T2 fired, sees \((n.flag ? n.a : n.b))") }
  let loopL3 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L3 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr; _ = m.b; _ = m.level } onChange: { print("T4 fired, sees \(m.arr)") }
  let cW5 = G172Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW5.count += 1; print("W5 willSet \(m.a)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.a)") }
  m.price = m.price; m.arr[0] = 0
  withObservationTracking { _ = m.d; _ = m.w } onChange: { print("T6 fired, sees \(m.d)") }
  withObservationTracking { _ = m.b } onChange: { print("T7 fired, sees \(m.b)") }
  let vT8 = withObservationTracking { _ = n.level.rawValue; _ = (n.price * 3); _ = n.arr.count; return n.level.rawValue } onChange: { print("T8 fired, sees \(n.level.rawValue)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL9 = G172Counter()
  let loopL9 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L9 got \(v)"); if cL9.count < 2 { cL9.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ (m.opt ?? -1) + m.a })
  m.d = .nan
  var itI10 = obsI10.makeAsyncIterator()
  m.opt = 1
  print("I10 first \(await itI10.next()!)")
  m.a += 0
  print("I10 next \(await itI10.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 172: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.ignored) \(m.w) \(m.job) \(m.d) \(m.level) \(m.price)")
}

await program172()
