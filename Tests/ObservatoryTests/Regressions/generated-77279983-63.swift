//: # Generated programs 63..<64, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 63
struct G63Point: Equatable { var x = 0 }
struct G63Bag { var n = 0 }
@Observable final class G63Item { var q = 3; deinit { print("G63Item deinit") } }
final class G63Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G63Ref, r: G63Ref) -> Bool { l.v == r.v } }
@Observable final class G63Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G63Point] = [G63Point(), G63Point()]
  var item = G63Item()
  var ref = G63Ref(0)
  var mode = G63Mode.idle
  var dict: [String: Int] = [:]
  var level = G63Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G63Mode { case idle, busy }
enum G63Job { case none, run(Int) }
enum G63Level: Int, CaseIterable { case low = 1, mid, high }
extension G63Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G63bump(_ x: inout Int, by k: Int) { x += k }
enum G63Err: Error { case tooBig(Int), odd }
final class G63Counter { var count = 0; var dirty = false }
func G63armR2(_ m: G63Model, _ c: G63Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R2 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G63armR2(m, c) } } }
  print("R2 armed, read \(v)")
}
@MainActor func program63() async {
  print("— program 63")
  let m = G63Model()
  let n = G63Model()
  let solo = G63Model()
  let echo = G63Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.total; _ = (m.dict["k"] ?? 0); _ = m.price } onChange: { print("T1 fired, sees \(m.total)") }
  let cR2 = G63Counter()
  G63armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  m[0] += 1; m.item = G63Item()
  let cE3 = G63Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  print("state: \(m.a) \(n.item.q)")
  withObservationTracking { _ = m.ref.v; _ = m.item.q } onChange: { print("T4 fired, sees \(m.ref.v)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 63: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.item.q) \(m.ref.v) \(m.mode) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.price)")
}

await program63()
