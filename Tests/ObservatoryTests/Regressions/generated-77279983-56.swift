//: # Generated programs 56..<57, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 56
struct G56Point: Equatable { var x = 0 }
struct G56Bag { var n = 0 }
@Observable final class G56Item { var q = 3; deinit { print("G56Item deinit") } }
@Observable final class G56Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var items: [G56Item] = [G56Item(), G56Item()]
  var mode = G56Mode.idle
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G56Mode { case idle, busy }
enum G56Job { case none, run(Int) }
enum G56Level: Int, CaseIterable { case low = 1, mid, high }
extension G56Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G56bump(_ x: inout Int, by k: Int) { x += k }
enum G56Err: Error { case tooBig(Int), odd }
final class G56Counter { var count = 0; var dirty = false }
@MainActor func program56() async {
  print("— program 56")
  let m = G56Model()
  let n = G56Model()
  let solo = G56Model()
  let echo = G56Model()
  print("state: \(m.a) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ m.total + (m.span.lo + m.span.hi) }) { print("L1 got \(v)") } }
  withObservationTracking { _ = n.total; _ = n.span.hi } onChange: { print("T2 fired, sees \(n.total)") }
  let vT3 = withObservationTracking { _ = n.tags.sorted(); return n.tags.sorted() } onChange: { print("T3 fired, sees \(n.tags.sorted())") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.opt = 0; m.a = m.a
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 56: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.items[1].q) \(m.mode) \(m.d) \(m.span.hi) \(m.tags.sorted())")
}

await program56()
