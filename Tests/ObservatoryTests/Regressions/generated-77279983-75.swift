//: # Generated programs 75..<76, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 75
struct G75Point: Equatable { var x = 0 }
struct G75Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G75Item { var q = 0; deinit { print("G75Item deinit") } }
@Observable final class G75Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G75Bag()
  var items: [G75Item] = [G75Item(), G75Item()]
  var mode = G75Mode.idle
  var job = G75Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G75Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G75Mode { case idle, busy }
enum G75Job { case none, run(Int) }
enum G75Level: Int, CaseIterable { case low = 1, mid, high }
extension G75Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G75bump(_ x: inout Int, by k: Int) { x += k }
enum G75Err: Error { case tooBig(Int), odd }
final class G75Counter { var count = 0; var dirty = false }
func G75armR3(_ m: G75Model, _ c: G75Counter) {
  let v = withObservationTracking { m[1] } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G75armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program75() async {
  print("— program 75")
  let m = G75Model()
  let n = G75Model()
  let solo = G75Model()
  let echo = G75Model()
  let cE1 = G75Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  try? await Task.sleep(for: .milliseconds(50))
  m.d += 1; m.a += 0
  try? await Task.sleep(for: .milliseconds(50))
  let obsI2 = Observations({ (m.opt ?? -1) + m.a })
  m.d = .nan
  var itI2 = obsI2.makeAsyncIterator()
  m.tags.remove(1)
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.items[0].q = 1
  print("I2 next \(await itI2.next()!)")
  m.level = G75Level.allCases.last!; m.b -= 1; m.level = G75Level(rawValue: m.a) ?? .mid
  m.dict = [:]
  let cR3 = G75Counter()
  G75armR3(m, cR3)
  try? await Task.sleep(for: .milliseconds(50))
  n.job = .none; m.price = 2.25
  print("state: \(m.dict.count) \(n.level)")
  withObservationTracking { _ = m.level.rawValue; _ = (m.opt ?? -1) } onChange: { print("T4 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T5 fired, sees \((n.opt ?? -1))") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 75: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.bag) \(m.items[1].q) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program75()
