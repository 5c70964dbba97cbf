//: # Generated programs 87..<88, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 87
struct G87Point: Equatable { var x = 0 }
struct G87Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G87Item { var q = 0; deinit { print("G87Item deinit") } }
final class G87Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G87Ref, r: G87Ref) -> Bool { l.v == r.v } }
@Observable final class G87Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G87Bag()
  var item = G87Item()
  var items: [G87Item] = [G87Item(), G87Item()]
  var ref = G87Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G87Mode.idle
  var job = G87Job.none
  var level = G87Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G87Mode { case idle, busy }
enum G87Job { case none, run(Int) }
enum G87Level: Int, CaseIterable { case low = 1, mid, high }
extension G87Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G87bump(_ x: inout Int, by k: Int) { x += k }
enum G87Err: Error { case tooBig(Int), odd }
final class G87Counter { var count = 0; var dirty = false }
func G87armR2(_ m: G87Model, _ c: G87Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G87armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program87() async {
  print("— program 87")
  let m = G87Model()
  let n = G87Model()
  let solo = G87Model()
  let echo = G87Model()
  let obsI1 = Observations({ m.items.count + m.a })
  m.bag.n += 1
  var itI1 = obsI1.makeAsyncIterator()
  m.price = 2.25
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.mode = .busy
  print("I1 next \(await itI1.next()!)")
  m.name = "s1"; m.ref = G87Ref(m.ref.v); m.a += 0
  m.item = G87Item()
  let cR2 = G87Counter()
  G87armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  n.arr = [0, 0, 0]; m.items.append(G87Item())
  print("state: \(m.span.hi) \(n.level)")
  withObservationTracking { _ = m.span.hi; _ = m.items.count } onChange: { print("T3 fired, sees \(m.span.hi)") }
  withObservationTracking { _ = n.item.q } onChange: { print("T4 fired, sees \(n.item.q)") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.b }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = (m.span.lo + m.span.hi); _ = m.opt } onChange: { print("T6 fired, sees \(m.name)") }
  let cW7 = G87Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW7.count += 1; print("W7 willSet \(m.a)"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.a)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 87: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.level) \(m.span.hi) \(m.price)")
}

await program87()
