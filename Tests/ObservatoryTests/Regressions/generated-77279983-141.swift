//: # Generated programs 141..<142, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 141
struct G141Point: Equatable { var x = 0 }
struct G141Bag { var n = 0 }
@Observable final class G141Item { var q = 2; deinit { print("G141Item deinit") } }
final class G141Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G141Ref, r: G141Ref) -> Bool { l.v == r.v } }
@Observable final class G141Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G141Point] = [G141Point(), G141Point()]
  var bag = G141Bag()
  var item = G141Item()
  var items: [G141Item] = [G141Item(), G141Item()]
  var ref = G141Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G141Job.none
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G141Mode { case idle, busy }
enum G141Job { case none, run(Int) }
enum G141Level: Int, CaseIterable { case low = 1, mid, high }
extension G141Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G141bump(_ x: inout Int, by k: Int) { x += k }
enum G141Err: Error { case tooBig(Int), odd }
final class G141Counter { var count = 0; var dirty = false }
func G141armR1(_ m: G141Model, _ c: G141Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G141armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program141() async {
  print("— program 141")
  let m = G141Model()
  let n = G141Model()
  let solo = G141Model()
  let echo = G141Model()
  let cR1 = G141Counter()
  G141armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  n.d = 1.5; m.tags.insert(3)
  print("state: \(m[0]) \(n.d)")
  withObservationTracking { _ = m.total; _ = m.items.count } onChange: { print("T2 fired, sees \(m.total)") }
  withObservationTracking { _ = (n.a + n.item.q) } onChange: { print("T3 fired, sees \((n.a + n.item.q))") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.w }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag; _ = (m.opt ?? -1); _ = m.points } onChange: { print("T5 fired, sees \(m.bag)") }
  let cW6 = G141Counter()
  withObservationTracking { _ = m.points[0].x } willSet: { t in cW6.count += 1; print("W6 willSet \(m.points[0].x)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.points[0].x)") }
  m.cached = 0; m[0] += 1
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 141: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \(m.d) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program141()
