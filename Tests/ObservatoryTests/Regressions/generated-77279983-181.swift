//: # Generated programs 181..<182, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 181
struct G181Point: Equatable { var x = 0 }
struct G181Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G181Item { var q = 0; deinit { print("G181Item deinit") } }
@Observable final class G181Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G181Point] = [G181Point(), G181Point()]
  var item = G181Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G181Job.none
  var d = 0.5
  var level = G181Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G181Mode { case idle, busy }
enum G181Job { case none, run(Int) }
enum G181Level: Int, CaseIterable { case low = 1, mid, high }
extension G181Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G181bump(_ x: inout Int, by k: Int) { x += k }
enum G181Err: Error { case tooBig(Int), odd }
final class G181Counter { var count = 0; var dirty = false }
@MainActor func program181() async {
  print("— program 181")
  let m = G181Model()
  let n = G181Model()
  let solo = G181Model()
  let echo = G181Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  let loopL2 = Task { @MainActor in for await v in Observations({ m.item.q }) { print("L2 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = m.item.q; _ = m.d } onChange: { print("T3 fired, sees \(m.flag)") }
  let cW4 = G181Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW4.count += 1; print("W4 willSet \(m.total)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.total)") }
  m.d = .nan; m.w += 1
  withObservationTracking { _ = m.points; _ = m.points[0].x } onChange: { print("T5 fired, sees \(m.points)") }
  withObservationTracking { _ = m[0] } onChange: { print("T6 fired, sees \(m[0])") }
  let vT7 = withObservationTracking { _ = (n.flag ? n.a : n.b); _ = n.d; _ = n.a; return (n.flag ? n.a : n.b) } onChange: { print("T7 fired, sees \((n.flag ? n.a : n.b))") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL8 = G181Counter()
  let loopL8 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L8 got \(v)"); if cL8.count < 2 { cL8.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI9 = Observations({ m.total + m.a })
  m.d += 1
  var itI9 = obsI9.makeAsyncIterator()
  m[0] += 1
  print("I9 first \(await itI9.next()!)")
  m.a += 0
  print("I9 next \(await itI9.next()!)")
  m.tags = [2, 1]; n.w = 0
  let cE10 = G181Counter()
  withObservationTracking { _ = solo.b } onChange: { cE10.count += 1; let d = cE10.count; print("E10 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E10 exit \(d)") }
  solo.b += 1
  print("E10 after: \(solo.b) calls \(cE10.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 181: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.item.q) \(m.w) \(m.job) \(m.d) \(m.level) \(m[0]) \(m.tags.sorted())")
}

await program181()
