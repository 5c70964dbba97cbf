//: # Generated programs 62..<63, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 62
struct G62Point: Equatable { var x = 0 }
struct G62Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G62Item { var q = 1 }
@Observable final class G62Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var flag = true
  var bag = G62Bag()
  var items: [G62Item] = [G62Item(), G62Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G62Job.none
  var level = G62Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G62Mode { case idle, busy }
enum G62Job { case none, run(Int) }
enum G62Level: Int, CaseIterable { case low = 1, mid, high }
extension G62Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G62bump(_ x: inout Int, by k: Int) { x += k }
enum G62Err: Error { case tooBig(Int), odd }
final class G62Counter { var count = 0; var dirty = false }
func G62armR6(_ m: G62Model, _ c: G62Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program62() async {
  print("— program 62")
  let m = G62Model()
  let n = G62Model()
  let solo = G62Model()
  let echo = G62Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.tags.count + m.level.rawValue }) { print("L1 got \(v)") } }
  withObservationTracking { _ = n.a; _ = n.tags.count } onChange: { print("T2 fired, sees \(n.a)") }
  let vT3 = withObservationTracking { _ = n.flag; return n.flag } onChange: { print("T3 fired, sees \(n.flag)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ (m.span.lo + m.span.hi) }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.items[1].q = 0; m.a = m.a
  try? await Task.sleep(for: .milliseconds(50))
  let obsI5 = Observations({ m.w + m.a })
  m.w = m.w
  var itI5 = obsI5.makeAsyncIterator()
  m.tags = m.tags.union([3])
  print("I5 first \(await itI5.next()!)")
  m.a += 1; m.tags = [2, 1]
  print("I5 next \(await itI5.next()!)")
  m.b -= 1; m.job = .run(0); m.level = .high
  m.flag = true
  let cR6 = G62Counter()
  G62armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 62: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.items[1].q) \(m.w) \(m.job) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program62()
