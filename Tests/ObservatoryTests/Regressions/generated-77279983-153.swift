//: # Generated programs 153..<154, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 153
struct G153Point: Equatable { var x = 0 }
struct G153Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G153Item { var q = 3; deinit { print("G153Item deinit") } }
@Observable final class G153Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var bag = G153Bag()
  var item = G153Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G153Mode.idle
  var job = G153Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G153Mode { case idle, busy }
enum G153Job { case none, run(Int) }
enum G153Level: Int, CaseIterable { case low = 1, mid, high }
extension G153Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G153bump(_ x: inout Int, by k: Int) { x += k }
enum G153Err: Error { case tooBig(Int), odd }
final class G153Counter { var count = 0; var dirty = false }
@MainActor func program153() async {
  print("— program 153")
  let m = G153Model()
  let n = G153Model()
  let solo = G153Model()
  let echo = G153Model()
  withObservationTracking { m.b = 7 } onChange: { print("M1 fired") }
  withObservationTracking { _ = m.b; _ = m.bag.n } onChange: { print("T2 fired, sees \(m.b)") }
  let cW3 = G153Counter()
  withObservationTracking { _ = (m.a + m.item.q) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.a + m.item.q))"); if cW3.count >= 3 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.a + m.item.q))") }
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = m.a } onChange: { print("T5 fired, sees \(m.a)") }
  let obsI6 = Observations({ (m.a + m.item.q) + m.a })
  var itI6 = obsI6.makeAsyncIterator()
  print("I6 first \(await itI6.next()!)")
  m.a += 0
  print("I6 next \(await itI6.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.price * 3); _ = m.cached; _ = m.summary } onChange: { print("T7 fired, sees \((m.price * 3))") }
  let cW8 = G153Counter()
  withObservationTracking { _ = m.bag.n } willSet: { t in cW8.count += 1; print("W8 willSet \(m.bag.n)"); if cW8.count >= 4 { t.cancel() } } didSet: { _ in print("W8 didSet \(m.bag.n)") }
  m.flag.toggle(); m.a = 0
  withObservationTracking { _ = m.summary; _ = m.a } onChange: { print("T9 fired, sees \(m.summary)") }
  withObservationTracking { _ = m.ignored } onChange: { print("T10 fired, sees \(m.ignored)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 153: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.bag) \(m.item.q) \(m.ignored) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.span.hi) \(m.price) \(m.cached)")
}

await program153()
