//: # Generated programs 23..<24, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 23
struct G23Point: Equatable { var x = 0 }
struct G23Bag { var n = 0 }
@Observable final class G23Item { var q = 0 }
@Observable final class G23Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G23Point] = [G23Point(), G23Point()]
  var items: [G23Item] = [G23Item(), G23Item()]
  var mode = G23Mode.idle
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G23Mode { case idle, busy }
enum G23Job { case none, run(Int) }
enum G23Level: Int, CaseIterable { case low = 1, mid, high }
extension G23Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G23bump(_ x: inout Int, by k: Int) { x += k }
enum G23Err: Error { case tooBig(Int), odd }
final class G23Counter { var count = 0; var dirty = false }
@MainActor func program23() async {
  print("— program 23")
  let m = G23Model()
  let n = G23Model()
  let solo = G23Model()
  let echo = G23Model()
  m[1] = 0
  m.dict["j"] = 2; m.points[1].x = 3
  withObservationTracking { _ = m.price; _ = (m.span.lo + m.span.hi); _ = m.points } onChange: { print("T1 fired, sees \(m.price)") }
  G23bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \((m.dict["k"] ?? 0)) \((n.price * 3))")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL3 = Task { @MainActor in for await v in Observations({ m[0] + m.span.hi }) { print("L3 got \(v)") } }
  withObservationTracking { _ = m[0]; _ = m[1] } onChange: { print("T4 fired, sees \(m[0])") }
  let vT5 = withObservationTracking { _ = n.arr; return n.arr } onChange: { print("T5 fired, sees \(n.arr)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 23: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.items[1].q) \(m.mode) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.price)")
}

await program23()
