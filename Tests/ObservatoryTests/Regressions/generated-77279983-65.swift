//: # Generated programs 65..<66, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 65
struct G65Point: Equatable { var x = 0 }
struct G65Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G65Item { var q = 1 }
final class G65Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G65Ref, r: G65Ref) -> Bool { l.v == r.v } }
@Observable final class G65Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G65Point] = [G65Point(), G65Point()]
  var items: [G65Item] = [G65Item(), G65Item()]
  var ref = G65Ref(0)
  var job = G65Job.none
  var d = 0.5
  var level = G65Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G65Mode { case idle, busy }
enum G65Job { case none, run(Int) }
enum G65Level: Int, CaseIterable { case low = 1, mid, high }
extension G65Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G65bump(_ x: inout Int, by k: Int) { x += k }
enum G65Err: Error { case tooBig(Int), odd }
final class G65Counter { var count = 0; var dirty = false }
func G65armR6(_ m: G65Model, _ c: G65Counter) {
  let v = withObservationTracking { m[0] } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program65() async {
  print("— program 65")
  let m = G65Model()
  let n = G65Model()
  let solo = G65Model()
  let echo = G65Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.level.rawValue + (m.opt ?? -1) }) { print("L1 got \(v)") } }
  withObservationTracking { _ = (n.opt ?? -1); _ = n.points[0].x } onChange: { print("T2 fired, sees \((n.opt ?? -1))") }
  let vT3 = withObservationTracking { _ = n.opt; return n.opt } onChange: { print("T3 fired, sees \(n.opt)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.total }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.level = G65Level.allCases.last!; m.job = .run(2)
  try? await Task.sleep(for: .milliseconds(50))
  let obsI5 = Observations({ m[1] + m.a })
  m.level = G65Level(rawValue: m.a) ?? .mid
  var itI5 = obsI5.makeAsyncIterator()
  m.opt = 3
  print("I5 first \(await itI5.next()!)")
  m.a += 1; m.ref = G65Ref(1)
  print("I5 next \(await itI5.next()!)")
  m.a += 0; m.b -= 1; m.ref = G65Ref(m.ref.v)
  m.a = 3
  let cR6 = G65Counter()
  G65armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 65: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.items[1].q) \(m.ref.v) \(m.job) \(m.d) \(m.level) \(m[0])")
}

await program65()
