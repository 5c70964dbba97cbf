//: # Generated programs 143..<144, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 143
struct G143Point: Equatable { var x = 0 }
struct G143Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G143Item { var q = 3; deinit { print("G143Item deinit") } }
@Observable final class G143Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G143Point] = [G143Point(), G143Point()]
  var bag = G143Bag()
  var items: [G143Item] = [G143Item(), G143Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G143Mode.idle
  var level = G143Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G143Mode { case idle, busy }
enum G143Job { case none, run(Int) }
enum G143Level: Int, CaseIterable { case low = 1, mid, high }
extension G143Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G143bump(_ x: inout Int, by k: Int) { x += k }
enum G143Err: Error { case tooBig(Int), odd }
final class G143Counter { var count = 0; var dirty = false }
@MainActor func program143() async {
  print("— program 143")
  let m = G143Model()
  let n = G143Model()
  let solo = G143Model()
  let echo = G143Model()
  n.w = n.w; m.tags.insert(0); m.a += 1
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.level.rawValue; _ = m.arr[1] } onChange: { print("T2 fired, sees \(m.level.rawValue)") }
  let obsI3 = Observations({ m.bag.n + m.a })
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = m.cached; _ = m.summary } onChange: { print("T4 fired, sees \(m.tags.sorted())") }
  let cW5 = G143Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW5.count += 1; print("W5 willSet \(m.a)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.a)") }
  m.ignored += 1; m.tags = [2, 1]
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 143: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program143()
