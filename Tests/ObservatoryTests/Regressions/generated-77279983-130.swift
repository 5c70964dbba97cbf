//: # Generated programs 130..<131, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 130
struct G130Point: Equatable { var x = 0 }
struct G130Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G130Item { var q = 1; deinit { print("G130Item deinit") } }
final class G130Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G130Ref, r: G130Ref) -> Bool { l.v == r.v } }
@Observable final class G130Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var bag = G130Bag()
  var item = G130Item()
  var ref = G130Ref(0)
  var d = 0.5
  var level = G130Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G130Mode { case idle, busy }
enum G130Job { case none, run(Int) }
enum G130Level: Int, CaseIterable { case low = 1, mid, high }
extension G130Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G130bump(_ x: inout Int, by k: Int) { x += k }
enum G130Err: Error { case tooBig(Int), odd }
final class G130Counter { var count = 0; var dirty = false }
@MainActor func program130() async {
  print("— program 130")
  let m = G130Model()
  let n = G130Model()
  let solo = G130Model()
  let echo = G130Model()
  n.bag.n += 1
  withObservationTracking { withObservationTracking { _ = m.total } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  let cE2 = G130Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  let cW3 = G130Counter()
  withObservationTracking { _ = m[1] } willSet: { t in cW3.count += 1; print("W3 willSet \(m[1])"); if cW3.count >= 3 { t.cancel() } } didSet: { _ in print("W3 didSet \(m[1])") }
  let vT4 = withObservationTracking { _ = m.tags.sorted(); _ = m.d; return m.tags.sorted() } onChange: { print("T4 fired, sees \(m.tags.sorted())") }
  print("T4 read \(vT4)")
  m.ref = G130Ref(m.ref.v); m.bag.n += 1
  let vT5 = withObservationTracking { _ = m.span.hi; _ = m.total; _ = m.total; return m.span.hi } onChange: { print("T5 fired, sees \(m.span.hi)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M6 fired") }
  let loopL7 = Task { @MainActor in for await v in Observations({ m.level.rawValue }) { print("L7 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag; _ = m.level.rawValue; _ = m.summary } onChange: { print("T8 fired, sees \(m.bag)") }
  let cW9 = G130Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW9.count += 1; print("W9 willSet \(m.total)"); if cW9.count >= 4 { t.cancel() } } didSet: { _ in print("W9 didSet \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 130: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.bag) \(m.item.q) \(m.ref.v) \(m.d) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program130()
