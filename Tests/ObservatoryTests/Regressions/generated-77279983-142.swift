//: # Generated programs 142..<143, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 142
struct G142Point: Equatable { var x = 0 }
struct G142Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G142Item { var q = 0; deinit { print("G142Item deinit") } }
final class G142Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G142Ref, r: G142Ref) -> Bool { l.v == r.v } }
@Observable final class G142Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G142Point] = [G142Point(), G142Point()]
  var bag = G142Bag()
  var item = G142Item()
  @ObservationIgnored var ignored = 0
  var ref = G142Ref(0)
  var mode = G142Mode.idle
  var job = G142Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G142Mode { case idle, busy }
enum G142Job { case none, run(Int) }
enum G142Level: Int, CaseIterable { case low = 1, mid, high }
extension G142Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G142bump(_ x: inout Int, by k: Int) { x += k }
enum G142Err: Error { case tooBig(Int), odd }
final class G142Counter { var count = 0; var dirty = false }
@MainActor func program142() async {
  print("— program 142")
  let m = G142Model()
  let n = G142Model()
  let solo = G142Model()
  let echo = G142Model()
  withObservationTracking { withObservationTracking { _ = m.mode } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let vT2 = withObservationTracking { _ = m.span.hi; _ = m.price; return m.span.hi } onChange: { print("T2 fired, sees \(m.span.hi)") }
  print("T2 read \(vT2)")
  let vT3 = withObservationTracking { _ = m.span.hi; _ = m.a; _ = m.item.q; return m.span.hi } onChange: { print("T3 fired, sees \(m.span.hi)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.price; _ = (m.flag ? m.a : m.b); _ = m.bag } onChange: { print("T6 fired, sees \(m.price)") }
  let cW7 = G142Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW7.count += 1; print("W7 willSet \(m.arr[1])"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.arr[1])") }
  m.mode = .idle; m.item = m.item
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 142: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \(m.span.hi) \(m[0]) \(m.price)")
}

await program142()
