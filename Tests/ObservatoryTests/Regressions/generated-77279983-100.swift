//: # Generated programs 100..<101, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 100
struct G100Point: Equatable { var x = 0 }
struct G100Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G100Item { var q = 1 }
@Observable final class G100Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var item = G100Item()
  @ObservationIgnored var ignored = 0
  var d = 0.5
  var level = G100Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G100Mode { case idle, busy }
enum G100Job { case none, run(Int) }
enum G100Level: Int, CaseIterable { case low = 1, mid, high }
extension G100Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G100bump(_ x: inout Int, by k: Int) { x += k }
enum G100Err: Error { case tooBig(Int), odd }
final class G100Counter { var count = 0; var dirty = false }
func G100armR3(_ m: G100Model, _ c: G100Counter) {
  let v = withObservationTracking { m.arr.count } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G100armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program100() async {
  print("— program 100")
  let m = G100Model()
  let n = G100Model()
  let solo = G100Model()
  let echo = G100Model()
  let obsI1 = Observations({ m.arr[1] + m.a })
  m.level = G100Level.allCases.last!
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.level = G100Level.allCases.last!
  print("I1 next \(await itI1.next()!)")
  if case let .run(k)? = Optional(G100Job.run(m.a)), k > 0 { print("F2 run \(k)") } else { print("F2 not running") }
  let cR3 = G100Counter()
  G100armR3(m, cR3)
  withObservationTracking { m.a += 1 } onChange: { print("M4 fired") }
  let cE5 = G100Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  m.a = 3; m.d = 1.5
  n.price += 0.1
  let vT6 = withObservationTracking { _ = (m.a + m.item.q); _ = m.ignored; _ = m[0]; return (m.a + m.item.q) } onChange: { print("T6 fired, sees \((m.a + m.item.q))") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  n.opt = 1; m[1] = 3
  print("state: \(m.arr[1]) \(n.price)")
  withObservationTracking { _ = m.total; _ = m.level.rawValue } onChange: { print("T7 fired, sees \(m.total)") }
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T8 fired, sees \((n.opt ?? -1))") }
  let loopL9 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 100: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.item.q) \(m.ignored) \(m.d) \(m.level) \(m[0]) \(m.price)")
}

await program100()
