//: # Generated programs 69..<70, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 69
struct G69Point: Equatable { var x = 0 }
struct G69Bag { var n = 0 }
final class G69Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G69Ref, r: G69Ref) -> Bool { l.v == r.v } }
@Observable final class G69Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var bag = G69Bag()
  @ObservationIgnored var ignored = 0
  var ref = G69Ref(0)
  var mode = G69Mode.idle
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G69Mode { case idle, busy }
enum G69Job { case none, run(Int) }
enum G69Level: Int, CaseIterable { case low = 1, mid, high }
extension G69Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G69bump(_ x: inout Int, by k: Int) { x += k }
enum G69Err: Error { case tooBig(Int), odd }
final class G69Counter { var count = 0; var dirty = false }
func G69armR6(_ m: G69Model, _ c: G69Counter) {
  let v = withObservationTracking { m.bag.n } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G69armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program69() async {
  print("— program 69")
  let m = G69Model()
  let n = G69Model()
  let solo = G69Model()
  let echo = G69Model()
  print("state: \(m.a) \(n.name)")
  m.price = 2.25; m.a = 1
  let cE1 = G69Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  print("state: \(m.a) \(n.arr.count)")
  withObservationTracking { _ = m.ignored; _ = m.arr.count } onChange: { print("T2 fired, sees \(m.ignored)") }
  G69bump(&m.a, by: 2)
  let cE4 = G69Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  if case let .run(k)? = Optional(G69Job.run(m.a)), k > 0 { print("F5 run \(k)") } else { print("F5 not running") }
  let cR6 = G69Counter()
  G69armR6(m, cR6)
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  let cE8 = G69Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b = 1008
  print("E8 after: \(solo.b) calls \(cE8.count)")
  m.a += 0; m[0] += 1
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 69: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.bag) \(m.ignored) \(m.ref.v) \(m.mode) \(m.d) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program69()
