//: # Generated programs 186..<187, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 186
struct G186Point: Equatable { var x = 0 }
struct G186Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G186Item { var q = 1 }
@Observable final class G186Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var flag = false
  var bag = G186Bag()
  var items: [G186Item] = [G186Item(), G186Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G186Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G186Mode { case idle, busy }
enum G186Job { case none, run(Int) }
enum G186Level: Int, CaseIterable { case low = 1, mid, high }
extension G186Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G186bump(_ x: inout Int, by k: Int) { x += k }
enum G186Err: Error { case tooBig(Int), odd }
final class G186Counter { var count = 0; var dirty = false }
func G186armR9(_ m: G186Model, _ c: G186Counter) {
  let v = withObservationTracking { m.ignored } onChange: { c.count += 1; print("R9 fired"); if c.count < 3 { G186armR9(m, c) } }
  print("R9 armed, read \(v)")
}
@MainActor func program186() async {
  print("— program 186")
  let m = G186Model()
  let n = G186Model()
  let solo = G186Model()
  let echo = G186Model()
  let cE1 = G186Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F2 fired, m is \(m == nil ? "gone" : "here")") }
  withObservationTracking { _ = m[1]; withObservationTracking { _ = m.tags.count } onChange: { print("N3 inner fired") } } onChange: { print("N3 outer fired") }
  withObservationTracking { _ = (m.span.lo + m.span.hi); withObservationTracking { _ = m.price } onChange: { print("N4 inner fired") } } onChange: { print("N4 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW5 = G186Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW5.count += 1; print("W5 willSet \(m.total)"); if cW5.count >= 1 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.total)") }
  withObservationTracking { _ = m.a; _ = m.tags.sorted() } onChange: { print("T6 fired, sees \(m.a)") }
  n.price = 2.25; m.b = 3; n.a += 0
  let loopL7 = Task { @MainActor in for await v in Observations({ m.tags.count + m.a }) { print("L7 got \(v)") } }
  let vT8 = withObservationTracking { _ = m.bag.n; return m.bag.n } onChange: { print("T8 fired, sees \(m.bag.n)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR9 = G186Counter()
  G186armR9(m, cR9)
  try? await Task.sleep(for: .milliseconds(50))
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 186: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.job) \(m.d) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program186()
