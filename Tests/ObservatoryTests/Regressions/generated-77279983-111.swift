//: # Generated programs 111..<112, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 111
struct G111Point: Equatable { var x = 0 }
struct G111Bag { var n = 0 }
@Observable final class G111Item { var q = 1; deinit { print("G111Item deinit") } }
@Observable final class G111Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G111Point] = [G111Point(), G111Point()]
  var item = G111Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G111Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G111Mode { case idle, busy }
enum G111Job { case none, run(Int) }
enum G111Level: Int, CaseIterable { case low = 1, mid, high }
extension G111Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G111bump(_ x: inout Int, by k: Int) { x += k }
enum G111Err: Error { case tooBig(Int), odd }
final class G111Counter { var count = 0; var dirty = false }
@MainActor func program111() async {
  print("— program 111")
  let m = G111Model()
  let n = G111Model()
  let solo = G111Model()
  let echo = G111Model()
  withObservationTracking { m.a += 1 } onChange: { print("M1 fired") }
  let cE2 = G111Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  m.span = (lo: 3, hi: 3); m.price = 2.25
  n.a = n.a
  let vT3 = withObservationTracking { _ = m.item.q; _ = m.w; _ = m.a; return m.item.q } onChange: { print("T3 fired, sees \(m.item.q)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  n.span.hi = 1; m.tags.remove(1)
  print("state: \(m.total) \(n.price)")
  withObservationTracking { _ = m.total; _ = m.tags.count } onChange: { print("T4 fired, sees \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 111: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.item.q) \(m.ignored) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program111()
