//: # Generated programs 104..<105, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 104
struct G104Point: Equatable { var x = 0 }
struct G104Bag { var n = 0 }
final class G104Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G104Ref, r: G104Ref) -> Bool { l.v == r.v } }
@Observable final class G104Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G104Point] = [G104Point(), G104Point()]
  var ref = G104Ref(0)
  var mode = G104Mode.idle
  var d = 0.5
  var level = G104Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G104Mode { case idle, busy }
enum G104Job { case none, run(Int) }
enum G104Level: Int, CaseIterable { case low = 1, mid, high }
extension G104Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G104bump(_ x: inout Int, by k: Int) { x += k }
enum G104Err: Error { case tooBig(Int), odd }
final class G104Counter { var count = 0; var dirty = false }
func G104armR2(_ m: G104Model, _ c: G104Counter) {
  let v = withObservationTracking { m.tags.count } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G104armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program104() async {
  print("— program 104")
  let m = G104Model()
  let n = G104Model()
  let solo = G104Model()
  let echo = G104Model()
  let obsI1 = Observations({ m.cached + m.a })
  m.ref = G104Ref(m.ref.v)
  var itI1 = obsI1.makeAsyncIterator()
  m.level = .high
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.points[1] = G104Point()
  print("I1 next \(await itI1.next()!)")
  m.d = 1.5; m[0] = 0; m.tags.remove(1)
  m.b = 3
  let cR2 = G104Counter()
  G104armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  m[0] += 1; m.cached = 3
  print("state: \((m.opt ?? -1)) \(n.level)")
  withObservationTracking { _ = m[0]; _ = m.cached } onChange: { print("T3 fired, sees \(m[0])") }
  withObservationTracking { _ = m[1] } onChange: { print("T4 fired, sees \(m[1])") }
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.mode; _ = m.cached; _ = m.points } onChange: { print("T6 fired, sees \(m.mode)") }
  let cW7 = G104Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW7.count += 1; print("W7 willSet \(m.total)"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 104: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.ref.v) \(m.mode) \(m.d) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program104()
