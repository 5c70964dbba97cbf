//: # Generated programs 94..<95, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 94
struct G94Point: Equatable { var x = 0 }
struct G94Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G94Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G94Ref, r: G94Ref) -> Bool { l.v == r.v } }
@Observable final class G94Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G94Point] = [G94Point(), G94Point()]
  var bag = G94Bag()
  @ObservationIgnored var ignored = 0
  var ref = G94Ref(0)
  var job = G94Job.none
  var dict: [String: Int] = [:]
  var price: Decimal = 1.5
}
enum G94Mode { case idle, busy }
enum G94Job { case none, run(Int) }
enum G94Level: Int, CaseIterable { case low = 1, mid, high }
extension G94Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G94bump(_ x: inout Int, by k: Int) { x += k }
enum G94Err: Error { case tooBig(Int), odd }
final class G94Counter { var count = 0; var dirty = false }
func G94armR3(_ m: G94Model, _ c: G94Counter) {
  let v = withObservationTracking { (m.dict["k"] ?? 0) } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G94armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program94() async {
  print("— program 94")
  let m = G94Model()
  let n = G94Model()
  let solo = G94Model()
  let echo = G94Model()
  withObservationTracking { _ = m.b } onChange: { print("T1 fired, sees \(m.b)") }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI2 = Observations({ m.points[0].x + m.a })
  m.arr = [0, 0, 0]
  var itI2 = obsI2.makeAsyncIterator()
  m.ref = G94Ref(3)
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.arr[0] = 1
  print("I2 next \(await itI2.next()!)")
  m.bag.n += 1; m.job = .none; m.price += 0.1
  m.b = 3
  let cR3 = G94Counter()
  G94armR3(m, cR3)
  try? await Task.sleep(for: .milliseconds(50))
  n.dict["k"] = 1; m.price = m.price
  print("state: \(m.arr[1]) \(n.summary)")
  withObservationTracking { _ = m.total; _ = m.ref.v } onChange: { print("T4 fired, sees \(m.total)") }
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T5 fired, sees \((n.opt ?? -1))") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 94: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.ignored) \(m.ref.v) \(m.job) \((m.dict["k"] ?? 0)) \(m.price)")
}

await program94()
