//: # Generated programs 41..<42, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 41
struct G41Point: Equatable { var x = 0 }
struct G41Bag { var n = 0 }
@Observable final class G41Item { var q = 3; deinit { print("G41Item deinit") } }
@Observable final class G41Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var item = G41Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G41Mode.idle
  var job = G41Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G41Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G41Mode { case idle, busy }
enum G41Job { case none, run(Int) }
enum G41Level: Int, CaseIterable { case low = 1, mid, high }
extension G41Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G41bump(_ x: inout Int, by k: Int) { x += k }
enum G41Err: Error { case tooBig(Int), odd }
final class G41Counter { var count = 0; var dirty = false }
func G41armR1(_ m: G41Model, _ c: G41Counter) {
  let v = withObservationTracking { m.arr[1] } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G41armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G41armR6(_ m: G41Model, _ c: G41Counter) {
  let v = withObservationTracking { m.total } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program41() async {
  print("— program 41")
  let m = G41Model()
  let n = G41Model()
  let solo = G41Model()
  let echo = G41Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cR1 = G41Counter()
  G41armR1(m, cR1)
  let obsI2 = Observations({ m.total + m.a })
  var itI2 = obsI2.makeAsyncIterator()
  print("I2 first \(await itI2.next()!)")
  m.a += 1
  print("I2 next \(await itI2.next()!)")
  withObservationTracking { _ = m.job; _ = m.flag } onChange: { print("T3 fired, sees \(m.job)") }
  m.mode = .busy; n.arr.append(2)
  m.mode = .busy; m.level = .high
  withObservationTracking { withObservationTracking { _ = m.arr[1] } onChange: { print("N4 inner fired") } } onChange: { print("N4 outer fired") }
  let obsI5 = Observations({ m.level.rawValue + m.a })
  m.w += 1
  var itI5 = obsI5.makeAsyncIterator()
  m.mode = .busy
  print("I5 first \(await itI5.next()!)")
  m.a += 1; m.dict["j"] = 1
  print("I5 next \(await itI5.next()!)")
  m.w = 1; m.tags = [2, 1]; m.level = G41Level(rawValue: m.a) ?? .mid
  m.tags.remove(1)
  let cR6 = G41Counter()
  G41armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = n.a; m.mode = .idle
  print("state: \(m[1]) \(n.level)")
  withObservationTracking { _ = m[1]; _ = m.level.rawValue } onChange: { print("T7 fired, sees \(m[1])") }
  withObservationTracking { _ = n.w } onChange: { print("T8 fired, sees \(n.w)") }
  withObservationTracking { _ = m.tags.count } onChange: { print("T9 fired, sees \(m.tags.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 41: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.item.q) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted())")
}

await program41()
