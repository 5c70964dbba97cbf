//: # Generated programs 89..<90, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 89
struct G89Point: Equatable { var x = 0 }
struct G89Bag { var n = 0 }
@Observable final class G89Item { var q = 1; deinit { print("G89Item deinit") } }
final class G89Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G89Ref, r: G89Ref) -> Bool { l.v == r.v } }
@Observable final class G89Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G89Point] = [G89Point(), G89Point()]
  var bag = G89Bag()
  var items: [G89Item] = [G89Item(), G89Item()]
  @ObservationIgnored var ignored = 0
  var ref = G89Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G89Mode { case idle, busy }
enum G89Job { case none, run(Int) }
enum G89Level: Int, CaseIterable { case low = 1, mid, high }
extension G89Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G89bump(_ x: inout Int, by k: Int) { x += k }
enum G89Err: Error { case tooBig(Int), odd }
final class G89Counter { var count = 0; var dirty = false }
func G89armR2(_ m: G89Model, _ c: G89Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G89armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program89() async {
  print("— program 89")
  let m = G89Model()
  let n = G89Model()
  let solo = G89Model()
  let echo = G89Model()
  try? await Task.sleep(for: .milliseconds(50))
  let obsI1 = Observations({ m.ref.v + m.a })
  m.name = "s3"
  var itI1 = obsI1.makeAsyncIterator()
  m.arr = [0, 0, 0]
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.points[0].x = 1
  print("I1 next \(await itI1.next()!)")
  m.b -= 1; m[0] = 0; m.a += 1
  m.b -= 1
  let cR2 = G89Counter()
  G89armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = 1; m.d += 1
  print("state: \(m[0]) \(n.summary)")
  withObservationTracking { _ = m[0]; _ = m.ref.v } onChange: { print("T3 fired, sees \(m[0])") }
  withObservationTracking { _ = n.items[1].q } onChange: { print("T4 fired, sees \(n.items[1].q)") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.b }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.price * 3); _ = m[1]; _ = m.summary } onChange: { print("T6 fired, sees \((m.price * 3))") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 89: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.d) \((m.dict["k"] ?? 0)) \(m[0]) \(m.price)")
}

await program89()
