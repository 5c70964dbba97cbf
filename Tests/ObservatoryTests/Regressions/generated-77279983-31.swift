//: # Generated programs 31..<32, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 31
struct G31Point: Equatable { var x = 0 }
struct G31Bag { var n = 0 }
@Observable final class G31Item { var q = 3; deinit { print("G31Item deinit") } }
final class G31Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G31Ref, r: G31Ref) -> Bool { l.v == r.v } }
@Observable final class G31Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var item = G31Item()
  @ObservationIgnored var ignored = 0
  var ref = G31Ref(0)
  var mode = G31Mode.idle
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G31Mode { case idle, busy }
enum G31Job { case none, run(Int) }
enum G31Level: Int, CaseIterable { case low = 1, mid, high }
extension G31Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G31bump(_ x: inout Int, by k: Int) { x += k }
enum G31Err: Error { case tooBig(Int), odd }
final class G31Counter { var count = 0; var dirty = false }
@MainActor func program31() async {
  print("— program 31")
  let m = G31Model()
  let n = G31Model()
  let solo = G31Model()
  let echo = G31Model()
  m.span.hi = 2; m.a = 3
  withObservationTracking { _ = m.arr; _ = m.ignored; _ = m.mode } onChange: { print("T1 fired, sees \(m.arr)") }
  G31bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.a) \(n.mode)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL3 = Task { @MainActor in for await v in Observations({ m.total + (m.span.lo + m.span.hi) }) { print("L3 got \(v)") } }
  withObservationTracking { _ = n.total; _ = n.span.hi } onChange: { print("T4 fired, sees \(n.total)") }
  let vT5 = withObservationTracking { _ = n.mode; return n.mode } onChange: { print("T5 fired, sees \(n.mode)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.a = m.a; m.mode = .busy
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 31: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.d) \(m.span.hi) \(m.cached)")
}

await program31()
