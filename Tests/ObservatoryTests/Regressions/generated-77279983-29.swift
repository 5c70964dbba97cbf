//: # Generated programs 29..<30, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 29
struct G29Point: Equatable { var x = 0 }
struct G29Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G29Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var flag = true
  var bag = G29Bag()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G29Mode.idle
  var d = 0.5
  var level = G29Level.low
  var tags: Set<Int> = [1, 2]
}
enum G29Mode { case idle, busy }
enum G29Job { case none, run(Int) }
enum G29Level: Int, CaseIterable { case low = 1, mid, high }
extension G29Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G29bump(_ x: inout Int, by k: Int) { x += k }
enum G29Err: Error { case tooBig(Int), odd }
final class G29Counter { var count = 0; var dirty = false }
@MainActor func program29() async {
  print("— program 29")
  let m = G29Model()
  let n = G29Model()
  let solo = G29Model()
  let echo = G29Model()
  print("F1 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.b) \(n.bag.n)")
  withObservationTracking { _ = m.a; _ = m.a } onChange: { print("T3 fired, sees \(m.a)") }
  withObservationTracking { _ = m.bag.n; _ = m.total; _ = m.w } onChange: { print("T4 fired, sees \(m.bag.n)") }
  let vT5 = withObservationTracking { _ = m.mode; _ = m.w; return m.mode } onChange: { print("T5 fired, sees \(m.mode)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.tags.count + m.b }) { print("L6 got \(v)") } }
  withObservationTracking { _ = n.total; _ = (n.flag ? n.a : n.b) } onChange: { print("T7 fired, sees \(n.total)") }
  let vT8 = withObservationTracking { _ = n.bag; return n.bag } onChange: { print("T8 fired, sees \(n.bag)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 29: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.ignored) \(m.w) \(m.mode) \(m.d) \(m.level) \(m.tags.sorted())")
}

await program29()
