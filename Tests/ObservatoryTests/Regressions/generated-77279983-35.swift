//: # Generated programs 35..<36, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 35
struct G35Point: Equatable { var x = 0 }
struct G35Bag { var n = 0 }
@Observable final class G35Item { var q = 1; deinit { print("G35Item deinit") } }
final class G35Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G35Ref, r: G35Ref) -> Bool { l.v == r.v } }
@Observable final class G35Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G35Point] = [G35Point(), G35Point()]
  var bag = G35Bag()
  var items: [G35Item] = [G35Item(), G35Item()]
  var ref = G35Ref(0)
  var job = G35Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G35Mode { case idle, busy }
enum G35Job { case none, run(Int) }
enum G35Level: Int, CaseIterable { case low = 1, mid, high }
extension G35Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G35bump(_ x: inout Int, by k: Int) { x += k }
enum G35Err: Error { case tooBig(Int), odd }
final class G35Counter { var count = 0; var dirty = false }
@MainActor func program35() async {
  print("— program 35")
  let m = G35Model()
  let n = G35Model()
  let solo = G35Model()
  let echo = G35Model()
  let cW1 = G35Counter()
  withObservationTracking { _ = m.points[0].x } willSet: { t in cW1.count += 1; print("W1 willSet \(m.points[0].x)"); if cW1.count >= 3 { t.cancel() } } didSet: { _ in print("W1 didSet \(m.points[0].x)") }
  let cE2 = G35Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b += 1
  print("E2 after: \(solo.b) calls \(cE2.count)")
  let obsI3 = Observations({ m.tags.count + m.a })
  m[1] = 2
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 1; m.a = 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.bag.n + m.items.count }) { print("L4 got \(v)") } }
  withObservationTracking { _ = n.ref.v; _ = (n.opt ?? -1) } onChange: { print("T5 fired, sees \(n.ref.v)") }
  let vT6 = withObservationTracking { _ = n.job; return n.job } onChange: { print("T6 fired, sees \(n.job)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL7 = Task { @MainActor in for await v in Observations({ m[0] }) { print("L7 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.bag.n += 1; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 35: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.job) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program35()
