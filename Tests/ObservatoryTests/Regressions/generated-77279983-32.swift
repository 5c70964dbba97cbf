//: # Generated programs 32..<33, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 32
struct G32Point: Equatable { var x = 0 }
struct G32Bag { var n = 0 }
@Observable final class G32Item { var q = 1 }
@Observable final class G32Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var bag = G32Bag()
  var items: [G32Item] = [G32Item(), G32Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G32Job.none
  var level = G32Level.low
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G32Mode { case idle, busy }
enum G32Job { case none, run(Int) }
enum G32Level: Int, CaseIterable { case low = 1, mid, high }
extension G32Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G32bump(_ x: inout Int, by k: Int) { x += k }
enum G32Err: Error { case tooBig(Int), odd }
final class G32Counter { var count = 0; var dirty = false }
@MainActor func program32() async {
  print("— program 32")
  let m = G32Model()
  let n = G32Model()
  let solo = G32Model()
  let echo = G32Model()
  let vT1 = withObservationTracking { _ = m.items[1].q; _ = m.ignored; return m.items[1].q } onChange: { print("T1 fired, sees \(m.items[1].q)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  let cW2 = G32Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW2.count += 1; print("W2 willSet \(m.total)"); if cW2.count >= 3 { t.cancel() } } didSet: { _ in print("W2 didSet \(m.total)") }
  let cE3 = G32Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b += 1
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let obsI4 = Observations({ m.ignored + m.a })
  m.b = 2
  var itI4 = obsI4.makeAsyncIterator()
  print("I4 first \(await itI4.next()!)")
  m.a += 1; m.opt = nil
  print("I4 next \(await itI4.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.w + (m.opt ?? -1) }) { print("L5 got \(v)") } }
  withObservationTracking { _ = (n.opt ?? -1); _ = n.bag.n } onChange: { print("T6 fired, sees \((n.opt ?? -1))") }
  let vT7 = withObservationTracking { _ = n.bag; return n.bag } onChange: { print("T7 fired, sees \(n.bag)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL8 = Task { @MainActor in for await v in Observations({ m.total }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.level = .high; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let obsI9 = Observations({ m.cached + m.a })
  m.price = m.price
  var itI9 = obsI9.makeAsyncIterator()
  m.level = G32Level.allCases.last!
  print("I9 first \(await itI9.next()!)")
  m.a += 1; m.w = m.w
  print("I9 next \(await itI9.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 32: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.job) \(m.level) \(m.price) \(m.cached)")
}

await program32()
