//: # Generated programs 91..<92, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 91
struct G91Point: Equatable { var x = 0 }
struct G91Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G91Item { var q = 1 }
@Observable final class G91Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G91Bag()
  var item = G91Item()
  var items: [G91Item] = [G91Item(), G91Item()]
  @ObservationIgnored var ignored = 0
  var mode = G91Mode.idle
  var job = G91Job.none
  var level = G91Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G91Mode { case idle, busy }
enum G91Job { case none, run(Int) }
enum G91Level: Int, CaseIterable { case low = 1, mid, high }
extension G91Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G91bump(_ x: inout Int, by k: Int) { x += k }
enum G91Err: Error { case tooBig(Int), odd }
final class G91Counter { var count = 0; var dirty = false }
func G91armR3(_ m: G91Model, _ c: G91Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G91armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program91() async {
  print("— program 91")
  let m = G91Model()
  let n = G91Model()
  let solo = G91Model()
  let echo = G91Model()
  let obsI1 = Observations({ m.item.q + m.a })
  m.flag = false
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.a = 1
  print("I1 next \(await itI1.next()!)")
  if case let .run(k)? = Optional(G91Job.run(m.a)), k > 0 { print("F2 run \(k)") } else { print("F2 not running") }
  let cR3 = G91Counter()
  G91armR3(m, cR3)
  withObservationTracking { m.a += 1 } onChange: { print("M4 fired") }
  let cE5 = G91Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  m.level = .high; m.item = m.item
  n.b = 2
  let vT6 = withObservationTracking { _ = (m.flag ? m.a : m.b); _ = (m.opt ?? -1); _ = m.total; return (m.flag ? m.a : m.b) } onChange: { print("T6 fired, sees \((m.flag ? m.a : m.b))") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  n.ignored += 1; m.arr[1] = 3
  print("state: \(m.ignored) \(n.job)")
  withObservationTracking { _ = m.total; _ = (m.a + m.item.q) } onChange: { print("T7 fired, sees \(m.total)") }
  withObservationTracking { _ = n.bag.n } onChange: { print("T8 fired, sees \(n.bag.n)") }
  let loopL9 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 91: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.mode) \(m.job) \(m.level) \(m[0])")
}

await program91()
