//: # Generated programs 37..<38, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 37
struct G37Point: Equatable { var x = 0 }
struct G37Bag { var n = 0 }
@Observable final class G37Item { var q = 3 }
@Observable final class G37Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G37Bag()
  var items: [G37Item] = [G37Item(), G37Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var level = G37Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G37Mode { case idle, busy }
enum G37Job { case none, run(Int) }
enum G37Level: Int, CaseIterable { case low = 1, mid, high }
extension G37Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G37bump(_ x: inout Int, by k: Int) { x += k }
enum G37Err: Error { case tooBig(Int), odd }
final class G37Counter { var count = 0; var dirty = false }
func G37armR2(_ m: G37Model, _ c: G37Counter) {
  let v = withObservationTracking { m.span.hi } onChange: { print("R2 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G37armR2(m, c) } } }
  print("R2 armed, read \(v)")
}
func G37armR8(_ m: G37Model, _ c: G37Counter) {
  let v = withObservationTracking { m.w } onChange: { print("R8 fired"); c.dirty = true }
  print("R8 armed, read \(v)")
}
@MainActor func program37() async {
  print("— program 37")
  let m = G37Model()
  let n = G37Model()
  let solo = G37Model()
  let echo = G37Model()
  m.price = m.price; m.a = 1
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr.count; _ = m[1]; _ = m.summary } onChange: { print("T1 fired, sees \(m.arr.count)") }
  let cR2 = G37Counter()
  G37armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  m.span = (lo: 0, hi: 0); m.arr.append(1)
  let cE3 = G37Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  print("state: \(m.b) \(m[0])")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T4 fired, sees \(m.total)") }
  G37bump(&m.a, by: 2)
  let cE6 = G37Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b = 1006
  print("E6 after: \(solo.b) calls \(cE6.count)")
  if case let .run(k)? = Optional(G37Job.run(m.a)), k > 0 { print("F7 run \(k)") } else { print("F7 not running") }
  let cR8 = G37Counter()
  G37armR8(m, cR8)
  withObservationTracking { m.a += 1 } onChange: { print("M9 fired") }
  let cE10 = G37Counter()
  withObservationTracking { _ = solo.b } onChange: { cE10.count += 1; let d = cE10.count; print("E10 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E10 exit \(d)") }
  solo.b = 1010
  print("E10 after: \(solo.b) calls \(cE10.count)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 37: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.bag) \(m.items[1].q) \(m.w) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program37()
