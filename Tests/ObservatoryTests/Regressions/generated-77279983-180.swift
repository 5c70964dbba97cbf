//: # Generated programs 180..<181, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 180
struct G180Point: Equatable { var x = 0 }
struct G180Bag { var n = 0 }
@Observable final class G180Item { var q = 0; deinit { print("G180Item deinit") } }
@Observable final class G180Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G180Point] = [G180Point(), G180Point()]
  var bag = G180Bag()
  var items: [G180Item] = [G180Item(), G180Item()]
  var mode = G180Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G180Mode { case idle, busy }
enum G180Job { case none, run(Int) }
enum G180Level: Int, CaseIterable { case low = 1, mid, high }
extension G180Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G180bump(_ x: inout Int, by k: Int) { x += k }
enum G180Err: Error { case tooBig(Int), odd }
final class G180Counter { var count = 0; var dirty = false }
@MainActor func program180() async {
  print("— program 180")
  let m = G180Model()
  let n = G180Model()
  let solo = G180Model()
  let echo = G180Model()
  let obsI1 = Observations({ (m.span.lo + m.span.hi) + m.a })
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 0
  print("I1 next \(await itI1.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag; _ = (m.dict["k"] ?? 0); _ = m.tags.sorted() } onChange: { print("T2 fired, sees \(m.bag)") }
  let cW3 = G180Counter()
  withObservationTracking { _ = (m.opt ?? -1) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.opt ?? -1))"); if cW3.count >= 4 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.opt ?? -1))") }
  m.dict = [:]; m.price += 0.1
  withObservationTracking { _ = m.d; _ = m.span.hi } onChange: { print("T4 fired, sees \(m.d)") }
  withObservationTracking { _ = m.items.count } onChange: { print("T5 fired, sees \(m.items.count)") }
  let vT6 = withObservationTracking { _ = (n.dict["k"] ?? 0); _ = (n.price * 3); _ = (n.span.lo + n.span.hi); return (n.dict["k"] ?? 0) } onChange: { print("T6 fired, sees \((n.dict["k"] ?? 0))") }
  print("T6 read \(vT6)")
  let cL7 = G180Counter()
  let loopL7 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L7 got \(v)"); if cL7.count < 2 { cL7.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 180: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.bag) \(m.items[1].q) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program180()
