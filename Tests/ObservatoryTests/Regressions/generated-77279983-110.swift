//: # Generated programs 110..<111, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 110
struct G110Point: Equatable { var x = 0 }
struct G110Bag { var n = 0 }
@Observable final class G110Item { var q = 0 }
final class G110Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G110Ref, r: G110Ref) -> Bool { l.v == r.v } }
@Observable final class G110Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var bag = G110Bag()
  var items: [G110Item] = [G110Item(), G110Item()]
  var ref = G110Ref(0)
  var mode = G110Mode.idle
  var job = G110Job.none
  var dict: [String: Int] = [:]
  var level = G110Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G110Mode { case idle, busy }
enum G110Job { case none, run(Int) }
enum G110Level: Int, CaseIterable { case low = 1, mid, high }
extension G110Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G110bump(_ x: inout Int, by k: Int) { x += k }
enum G110Err: Error { case tooBig(Int), odd }
final class G110Counter { var count = 0; var dirty = false }
@MainActor func program110() async {
  print("— program 110")
  let m = G110Model()
  let n = G110Model()
  let solo = G110Model()
  let echo = G110Model()
  var tF1 = 1; swap(&m.a, &tF1); print("F1 swapped \(m.a) \(tF1)")
  let cE2 = G110Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  m.a = m.a; m.items.append(G110Item())
  n.items[0].q = 2
  let vT3 = withObservationTracking { _ = m.b; _ = m.cached; _ = m[1]; return m.b } onChange: { print("T3 fired, sees \(m.b)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  n.job = .none; m.job = .run(3)
  print("state: \(m.dict.count) \(n.price)")
  withObservationTracking { _ = m.level.rawValue; _ = m.arr[1] } onChange: { print("T4 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = n.arr[1] } onChange: { print("T5 fired, sees \(n.arr[1])") }
  let loopL6 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 110: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.price) \(m.cached)")
}

await program110()
