//: # Generated programs 174..<175, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 174
struct G174Point: Equatable { var x = 0 }
struct G174Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G174Item { var q = 2; deinit { print("G174Item deinit") } }
@Observable final class G174Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var item = G174Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G174Mode.idle
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G174Mode { case idle, busy }
enum G174Job { case none, run(Int) }
enum G174Level: Int, CaseIterable { case low = 1, mid, high }
extension G174Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G174bump(_ x: inout Int, by k: Int) { x += k }
enum G174Err: Error { case tooBig(Int), odd }
final class G174Counter { var count = 0; var dirty = false }
@MainActor func program174() async {
  print("— program 174")
  let m = G174Model()
  let n = G174Model()
  let solo = G174Model()
  let echo = G174Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.ignored; _ = m.total } onChange: { print("T1 fired, sees \(m.ignored)") }
  let obsI2 = Observations({ m.a + m.a })
  var itI2 = obsI2.makeAsyncIterator()
  print("I2 first \(await itI2.next()!)")
  m.a += 0
  print("I2 next \(await itI2.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m.cached; _ = m.d } onChange: { print("T3 fired, sees \(m.name)") }
  let cW4 = G174Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW4.count += 1; print("W4 willSet \(m.total)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.total)") }
  m.a += 0; m.mode = .idle
  withObservationTracking { _ = m.flag; _ = m.b } onChange: { print("T5 fired, sees \(m.flag)") }
  withObservationTracking { _ = m[0] } onChange: { print("T6 fired, sees \(m[0])") }
  let vT7 = withObservationTracking { _ = n.b; _ = n.d; _ = n.w; return n.b } onChange: { print("T7 fired, sees \(n.b)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 174: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.item.q) \(m.ignored) \(m.w) \(m.mode) \(m.d) \(m[0]) \(m.price) \(m.cached)")
}

await program174()
