//: # Generated programs 197..<198, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 197
struct G197Point: Equatable { var x = 0 }
struct G197Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G197Item { var q = 2 }
final class G197Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G197Ref, r: G197Ref) -> Bool { l.v == r.v } }
@Observable final class G197Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var bag = G197Bag()
  var item = G197Item()
  var items: [G197Item] = [G197Item(), G197Item()]
  @ObservationIgnored var ignored = 0
  var ref = G197Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G197Mode { case idle, busy }
enum G197Job { case none, run(Int) }
enum G197Level: Int, CaseIterable { case low = 1, mid, high }
extension G197Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G197bump(_ x: inout Int, by k: Int) { x += k }
enum G197Err: Error { case tooBig(Int), odd }
final class G197Counter { var count = 0; var dirty = false }
@MainActor func program197() async {
  print("— program 197")
  let m = G197Model()
  let n = G197Model()
  let solo = G197Model()
  let echo = G197Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) }) { print("L1 got \(v)") } }
  print("state: \(m.cached) \(n.b)")
  withObservationTracking { _ = m[1] } onChange: { print("T2 fired, sees \(m[1])") }
  withObservationTracking { _ = n.opt; _ = n.opt; _ = n.a } onChange: { print("T3 fired, sees \(n.opt)") }
  withObservationTracking { _ = m.b } onChange: { print("T4 fired, sees \(m.b)") }
  let vT5 = withObservationTracking { _ = (n.a + n.item.q); _ = n.opt; _ = n.total; return (n.a + n.item.q) } onChange: { print("T5 fired, sees \((n.a + n.item.q))") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL6 = G197Counter()
  let loopL6 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L6 got \(v)"); if cL6.count < 2 { cL6.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI7 = Observations({ m[1] + m.a })
  m.flag = false
  var itI7 = obsI7.makeAsyncIterator()
  m.ignored += 1
  print("I7 first \(await itI7.next()!)")
  m.a += 0
  print("I7 next \(await itI7.next()!)")
  m.w += 1; n.span = (lo: 0, hi: 0)
  let cE8 = G197Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b += 1
  print("E8 after: \(solo.b) calls \(cE8.count)")
  withObservationTracking { m.a += 1 } onChange: { print("M9 fired") }
  withObservationTracking { _ = m[1] } onChange: { print("T10 fired, sees \(m[1])") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b = 7 } onChange: { print("M11 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 197: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program197()
