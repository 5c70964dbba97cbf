//: # Generated programs 114..<115, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 114
struct G114Point: Equatable { var x = 0 }
struct G114Bag { var n = 0 }
@Observable final class G114Item { var q = 1; deinit { print("G114Item deinit") } }
@Observable final class G114Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var bag = G114Bag()
  var items: [G114Item] = [G114Item(), G114Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G114Mode.idle
  var d = 0.5
  var level = G114Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G114Mode { case idle, busy }
enum G114Job { case none, run(Int) }
enum G114Level: Int, CaseIterable { case low = 1, mid, high }
extension G114Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G114bump(_ x: inout Int, by k: Int) { x += k }
enum G114Err: Error { case tooBig(Int), odd }
final class G114Counter { var count = 0; var dirty = false }
@MainActor func program114() async {
  print("— program 114")
  let m = G114Model()
  let n = G114Model()
  let solo = G114Model()
  let echo = G114Model()
  withObservationTracking { m.a += 1 } onChange: { print("M1 fired") }
  let cE2 = G114Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  m.level = G114Level(rawValue: m.a) ?? .mid; m.w = 1
  n.b = 2
  let vT3 = withObservationTracking { _ = m.arr.count; _ = m.items.count; _ = m.a; return m.arr.count } onChange: { print("T3 fired, sees \(m.arr.count)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  n.mode = .idle; m.arr = [0, 0, 0]
  print("state: \(m.total) \(n.d)")
  withObservationTracking { _ = m.total; _ = (m.span.lo + m.span.hi) } onChange: { print("T4 fired, sees \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 114: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.d) \(m.level) \(m.span.hi)")
}

await program114()
