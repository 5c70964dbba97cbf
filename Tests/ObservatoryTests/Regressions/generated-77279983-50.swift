//: # Generated programs 50..<51, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 50
struct G50Point: Equatable { var x = 0 }
struct G50Bag { var n = 0 }
@Observable final class G50Item { var q = 0 }
final class G50Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G50Ref, r: G50Ref) -> Bool { l.v == r.v } }
@Observable final class G50Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G50Point] = [G50Point(), G50Point()]
  var bag = G50Bag()
  var item = G50Item()
  var items: [G50Item] = [G50Item(), G50Item()]
  @ObservationIgnored var ignored = 0
  var ref = G50Ref(0)
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G50Mode { case idle, busy }
enum G50Job { case none, run(Int) }
enum G50Level: Int, CaseIterable { case low = 1, mid, high }
extension G50Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G50bump(_ x: inout Int, by k: Int) { x += k }
enum G50Err: Error { case tooBig(Int), odd }
final class G50Counter { var count = 0; var dirty = false }
@MainActor func program50() async {
  print("— program 50")
  let m = G50Model()
  let n = G50Model()
  let solo = G50Model()
  let echo = G50Model()
  G50bump(&m.a, by: 3)
  let loopL2 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) + m.items[1].q }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.points[0].x; _ = n.bag.n } onChange: { print("T3 fired, sees \(n.points[0].x)") }
  let vT4 = withObservationTracking { _ = (n.price * 3); return (n.price * 3) } onChange: { print("T4 fired, sees \((n.price * 3))") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.points[0].x }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.ref = G50Ref(m.ref.v); m.items[0].q = 2
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 50: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.d) \(m[0]) \(m.price)")
}

await program50()
