//: # Generated programs 187..<188, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 187
struct G187Point: Equatable { var x = 0 }
struct G187Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G187Item { var q = 2 }
final class G187Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G187Ref, r: G187Ref) -> Bool { l.v == r.v } }
@Observable final class G187Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G187Point] = [G187Point(), G187Point()]
  var item = G187Item()
  var items: [G187Item] = [G187Item(), G187Item()]
  var ref = G187Ref(0)
  var mode = G187Mode.idle
  var job = G187Job.none
  var level = G187Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G187Mode { case idle, busy }
enum G187Job { case none, run(Int) }
enum G187Level: Int, CaseIterable { case low = 1, mid, high }
extension G187Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G187bump(_ x: inout Int, by k: Int) { x += k }
enum G187Err: Error { case tooBig(Int), odd }
final class G187Counter { var count = 0; var dirty = false }
func G187armR7(_ m: G187Model, _ c: G187Counter) {
  let v = withObservationTracking { m.span.hi } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G187armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program187() async {
  print("— program 187")
  let m = G187Model()
  let n = G187Model()
  let solo = G187Model()
  let echo = G187Model()
  withObservationTracking { _ = m.items[1].q; withObservationTracking { _ = m.level.rawValue } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  withObservationTracking { _ = m.b; withObservationTracking { _ = m.points } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW3 = G187Counter()
  withObservationTracking { _ = m.points[0].x } willSet: { t in cW3.count += 1; print("W3 willSet \(m.points[0].x)"); if cW3.count >= 1 { t.cancel() } } didSet: { _ in print("W3 didSet \(m.points[0].x)") }
  withObservationTracking { _ = m.total; _ = (m.price * 3) } onChange: { print("T4 fired, sees \(m.total)") }
  n.item = G187Item(); m.mode = .busy; n.job = .none
  let loopL5 = Task { @MainActor in for await v in Observations({ m.points[0].x + m.items[1].q }) { print("L5 got \(v)") } }
  let vT6 = withObservationTracking { _ = m.a; return m.a } onChange: { print("T6 fired, sees \(m.a)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR7 = G187Counter()
  G187armR7(m, cR7)
  withObservationTracking { _ = m.a; _ = m.mode; _ = m.ref.v } onChange: { print("T8 fired, sees \(m.a)") }
  let vT9 = withObservationTracking { _ = m.items.count; _ = m[0]; _ = (m.price * 3); return m.items.count } onChange: { print("T9 fired, sees \(m.items.count)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 187: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.job) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program187()
