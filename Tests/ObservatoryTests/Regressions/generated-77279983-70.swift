//: # Generated programs 70..<71, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 70
struct G70Point: Equatable { var x = 0 }
struct G70Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G70Item { var q = 0 }
@Observable final class G70Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G70Point] = [G70Point(), G70Point()]
  var items: [G70Item] = [G70Item(), G70Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G70Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G70Mode { case idle, busy }
enum G70Job { case none, run(Int) }
enum G70Level: Int, CaseIterable { case low = 1, mid, high }
extension G70Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G70bump(_ x: inout Int, by k: Int) { x += k }
enum G70Err: Error { case tooBig(Int), odd }
final class G70Counter { var count = 0; var dirty = false }
@MainActor func program70() async {
  print("— program 70")
  let m = G70Model()
  let n = G70Model()
  let solo = G70Model()
  let echo = G70Model()
  n.tags = n.tags.union([0])
  let cE1 = G70Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  try? await Task.sleep(for: .milliseconds(50))
  m.items[1].q = 0; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let obsI2 = Observations({ (m.opt ?? -1) + m.a })
  m.a = 3
  var itI2 = obsI2.makeAsyncIterator()
  m.items[1] = G70Item()
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.opt = 1
  print("I2 next \(await itI2.next()!)")
  m.ignored += 1; m[0] = 0; m.w += 1
  m.tags = [2, 1]
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 70: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.items[1].q) \(m.ignored) \(m.w) \(m.job) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program70()
