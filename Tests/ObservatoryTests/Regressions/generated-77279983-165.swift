//: # Generated programs 165..<166, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 165
struct G165Point: Equatable { var x = 0 }
struct G165Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G165Item { var q = 0 }
final class G165Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G165Ref, r: G165Ref) -> Bool { l.v == r.v } }
@Observable final class G165Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var points: [G165Point] = [G165Point(), G165Point()]
  var items: [G165Item] = [G165Item(), G165Item()]
  @ObservationIgnored var ignored = 0
  var ref = G165Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var level = G165Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G165Mode { case idle, busy }
enum G165Job { case none, run(Int) }
enum G165Level: Int, CaseIterable { case low = 1, mid, high }
extension G165Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G165bump(_ x: inout Int, by k: Int) { x += k }
enum G165Err: Error { case tooBig(Int), odd }
final class G165Counter { var count = 0; var dirty = false }
@MainActor func program165() async {
  print("— program 165")
  let m = G165Model()
  let n = G165Model()
  let solo = G165Model()
  let echo = G165Model()
  m.items[0].q = 2; m.points[0].x = 1
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  let loopL2 = Task { @MainActor in for await v in Observations({ m.ignored }) { print("L2 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m.ignored; _ = m.level } onChange: { print("T3 fired, sees \(m.name)") }
  let cW4 = G165Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW4.count += 1; print("W4 willSet \(m.total)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.total)") }
  m.cached = 0; m.items[1].q = 0
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 165: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.points) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.level) \(m[0]) \(m.price) \(m.cached)")
}

await program165()
