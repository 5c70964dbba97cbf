//: # Generated programs 169..<170, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 169
struct G169Point: Equatable { var x = 0 }
struct G169Bag { var n = 0 }
@Observable final class G169Item { var q = 0; deinit { print("G169Item deinit") } }
@Observable final class G169Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var points: [G169Point] = [G169Point(), G169Point()]
  var bag = G169Bag()
  var item = G169Item()
  var mode = G169Mode.idle
  var d = 0.5
  var level = G169Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G169Mode { case idle, busy }
enum G169Job { case none, run(Int) }
enum G169Level: Int, CaseIterable { case low = 1, mid, high }
extension G169Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G169bump(_ x: inout Int, by k: Int) { x += k }
enum G169Err: Error { case tooBig(Int), odd }
final class G169Counter { var count = 0; var dirty = false }
@MainActor func program169() async {
  print("— program 169")
  let m = G169Model()
  let n = G169Model()
  let solo = G169Model()
  let echo = G169Model()
  let cW1 = G169Counter()
  withObservationTracking { _ = (m.span.lo + m.span.hi) } willSet: { t in cW1.count += 1; print("W1 willSet \((m.span.lo + m.span.hi))"); if cW1.count >= 3 { t.cancel() } } didSet: { _ in print("W1 didSet \((m.span.lo + m.span.hi))") }
  withObservationTracking { m.b += 0 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr.count; _ = (m.a + m.item.q) } onChange: { print("T3 fired, sees \(m.arr.count)") }
  let obsI4 = Observations({ (m.span.lo + m.span.hi) + m.a })
  var itI4 = obsI4.makeAsyncIterator()
  print("I4 first \(await itI4.next()!)")
  m.a += 0
  print("I4 next \(await itI4.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = (m.a + m.item.q); _ = m.summary } onChange: { print("T5 fired, sees \(m.tags.sorted())") }
  let cW6 = G169Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW6.count += 1; print("W6 willSet \(m.arr[1])"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.arr[1])") }
  m.arr[2] = 0; m.a = 0
  withObservationTracking { _ = m.summary; _ = m.span.hi } onChange: { print("T7 fired, sees \(m.summary)") }
  withObservationTracking { _ = m.item.q } onChange: { print("T8 fired, sees \(m.item.q)") }
  let vT9 = withObservationTracking { _ = (n.a + n.item.q); _ = n.bag; _ = (n.span.lo + n.span.hi); return (n.a + n.item.q) } onChange: { print("T9 fired, sees \((n.a + n.item.q))") }
  print("T9 read \(vT9)")
  let cL10 = G169Counter()
  let loopL10 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L10 got \(v)"); if cL10.count < 2 { cL10.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 169: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.mode) \(m.d) \(m.level) \(m.span.hi) \(m.tags.sorted())")
}

await program169()
