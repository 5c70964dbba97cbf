//: # Generated programs 38..<39, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 38
struct G38Point: Equatable { var x = 0 }
struct G38Bag { var n = 0 }
@Observable final class G38Item { var q = 3; deinit { print("G38Item deinit") } }
final class G38Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G38Ref, r: G38Ref) -> Bool { l.v == r.v } }
@Observable final class G38Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var points: [G38Point] = [G38Point(), G38Point()]
  var item = G38Item()
  var ref = G38Ref(0)
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G38Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G38Mode { case idle, busy }
enum G38Job { case none, run(Int) }
enum G38Level: Int, CaseIterable { case low = 1, mid, high }
extension G38Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G38bump(_ x: inout Int, by k: Int) { x += k }
enum G38Err: Error { case tooBig(Int), odd }
final class G38Counter { var count = 0; var dirty = false }
func G38armR1(_ m: G38Model, _ c: G38Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G38armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G38armR6(_ m: G38Model, _ c: G38Counter) {
  let v = withObservationTracking { m.dict.count } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program38() async {
  print("— program 38")
  let m = G38Model()
  let n = G38Model()
  let solo = G38Model()
  let echo = G38Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cR1 = G38Counter()
  G38armR1(m, cR1)
  let obsI2 = Observations({ m.dict.count + m.a })
  var itI2 = obsI2.makeAsyncIterator()
  print("I2 first \(await itI2.next()!)")
  m.a += 1
  print("I2 next \(await itI2.next()!)")
  withObservationTracking { _ = m.price; _ = m.level } onChange: { print("T3 fired, sees \(m.price)") }
  m.d = 1.5; n.opt = 2
  m.d = 1.5; m.span = (lo: 0, hi: 0)
  withObservationTracking { withObservationTracking { _ = m.span.hi } onChange: { print("N4 inner fired") } } onChange: { print("N4 outer fired") }
  let obsI5 = Observations({ m.a + m.a })
  m.ref = G38Ref(3)
  var itI5 = obsI5.makeAsyncIterator()
  m.d = 1.5
  print("I5 first \(await itI5.next()!)")
  m.a += 1; m.level = G38Level.allCases.last!
  print("I5 next \(await itI5.next()!)")
  m.item = m.item; m.price = 2.25; (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo)
  m.price = m.price
  let cR6 = G38Counter()
  G38armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = n.a; m.d = .nan
  print("state: \(m.tags.count) \(n.price)")
  withObservationTracking { _ = m.ref.v; _ = (m.flag ? m.a : m.b) } onChange: { print("T7 fired, sees \(m.ref.v)") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T8 fired, sees \((n.flag ? n.a : n.b))") }
  withObservationTracking { _ = m.dict.count } onChange: { print("T9 fired, sees \(m.dict.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 38: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.item.q) \(m.ref.v) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program38()
