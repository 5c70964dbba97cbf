//: # Generated programs 81..<82, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 81
struct G81Point: Equatable { var x = 0 }
struct G81Bag { var n = 0 }
@Observable final class G81Item { var q = 0; deinit { print("G81Item deinit") } }
final class G81Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G81Ref, r: G81Ref) -> Bool { l.v == r.v } }
@Observable final class G81Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var flag = false
  var bag = G81Bag()
  var item = G81Item()
  var items: [G81Item] = [G81Item(), G81Item()]
  @ObservationIgnored var ignored = 0
  var ref = G81Ref(0)
  var mode = G81Mode.idle
  var job = G81Job.none
  var d = 0.5
  var level = G81Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G81Mode { case idle, busy }
enum G81Job { case none, run(Int) }
enum G81Level: Int, CaseIterable { case low = 1, mid, high }
extension G81Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G81bump(_ x: inout Int, by k: Int) { x += k }
enum G81Err: Error { case tooBig(Int), odd }
final class G81Counter { var count = 0; var dirty = false }
func G81armR4(_ m: G81Model, _ c: G81Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R4 fired"); if c.count < 3 { G81armR4(m, c) } }
  print("R4 armed, read \(v)")
}
@MainActor func program81() async {
  print("— program 81")
  let m = G81Model()
  let n = G81Model()
  let solo = G81Model()
  let echo = G81Model()
  let cE1 = G81Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  withObservationTracking { _ = m.ignored } onChange: { print("T2 fired, sees \(m.ignored)") }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI3 = Observations({ m.level.rawValue + m.a })
  m.job = .run(3)
  var itI3 = obsI3.makeAsyncIterator()
  m[0] += 1
  print("I3 first \(await itI3.next()!)")
  m.a += 1; m.items[0].q = 1
  print("I3 next \(await itI3.next()!)")
  m.level = G81Level.allCases.last!; m.b -= 1; m.level = G81Level(rawValue: m.a) ?? .mid
  m.d += 1
  let cR4 = G81Counter()
  G81armR4(m, cR4)
  try? await Task.sleep(for: .milliseconds(50))
  n.mode = .busy; m.tags.remove(1)
  print("state: \(m[1]) \(n.level)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 81: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted())")
}

await program81()
