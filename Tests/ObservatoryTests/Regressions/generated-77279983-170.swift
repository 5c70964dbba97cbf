//: # Generated programs 170..<171, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 170
struct G170Point: Equatable { var x = 0 }
struct G170Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G170Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G170Point] = [G170Point(), G170Point()]
  var bag = G170Bag()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G170Job.none
  var dict: [String: Int] = [:]
  var level = G170Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G170Mode { case idle, busy }
enum G170Job { case none, run(Int) }
enum G170Level: Int, CaseIterable { case low = 1, mid, high }
extension G170Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G170bump(_ x: inout Int, by k: Int) { x += k }
enum G170Err: Error { case tooBig(Int), odd }
final class G170Counter { var count = 0; var dirty = false }
@MainActor func program170() async {
  print("— program 170")
  let m = G170Model()
  let n = G170Model()
  let solo = G170Model()
  let echo = G170Model()
  print("state: \(m.total) \(n.job)")
  withObservationTracking { _ = m.total; _ = m[1] } onChange: { print("T1 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T2 fired, sees \(n.b)") }
  let loopL3 = Task { @MainActor in for await v in Observations({ m.bag.n }) { print("L3 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.bag.n; _ = m.arr } onChange: { print("T4 fired, sees \(m.points)") }
  let cW5 = G170Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW5.count += 1; print("W5 willSet \(m.total)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.total)") }
  m.level = G170Level.allCases.last!; m.dict = [:]
  withObservationTracking { _ = m.job; _ = m.points[0].x } onChange: { print("T6 fired, sees \(m.job)") }
  withObservationTracking { _ = m.level.rawValue } onChange: { print("T7 fired, sees \(m.level.rawValue)") }
  let vT8 = withObservationTracking { _ = (n.opt ?? -1); _ = n.arr; _ = n.a; return (n.opt ?? -1) } onChange: { print("T8 fired, sees \((n.opt ?? -1))") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL9 = G170Counter()
  let loopL9 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L9 got \(v)"); if cL9.count < 2 { cL9.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ m.total + m.a })
  m.dict["j"] = 3
  var itI10 = obsI10.makeAsyncIterator()
  m.opt = 1
  print("I10 first \(await itI10.next()!)")
  m.a += 0
  print("I10 next \(await itI10.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 170: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0])")
}

await program170()
