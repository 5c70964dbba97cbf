//: # Generated programs 7..<8, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 7
struct G7Point: Equatable { var x = 0 }
struct G7Bag { var n = 0 }
@Observable final class G7Item { var q = 2; deinit { print("G7Item deinit") } }
final class G7Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G7Ref, r: G7Ref) -> Bool { l.v == r.v } }
@Observable final class G7Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var item = G7Item()
  var items: [G7Item] = [G7Item(), G7Item()]
  var ref = G7Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G7Mode.idle
  var d = 0.5
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G7Mode { case idle, busy }
enum G7Job { case none, run(Int) }
enum G7Level: Int, CaseIterable { case low = 1, mid, high }
extension G7Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G7bump(_ x: inout Int, by k: Int) { x += k }
enum G7Err: Error { case tooBig(Int), odd }
final class G7Counter { var count = 0; var dirty = false }
@MainActor func program7() async {
  print("— program 7")
  let m = G7Model()
  let n = G7Model()
  let solo = G7Model()
  let echo = G7Model()
  print("state: \(m.a) \(n.a)")
  let cE1 = G7Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.w + m.item.q) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G7Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.items.count) \(n.items[1].q)")
  withObservationTracking { _ = m.ref.v; _ = m.items[1].q } onChange: { print("T6 fired, sees \(m.ref.v)") }
  withObservationTracking { _ = m.item.q; _ = m.cached; _ = m.items[1].q } onChange: { print("T7 fired, sees \(m.item.q)") }
  let vT8 = withObservationTracking { _ = m.mode; _ = m.ref.v; return m.mode } onChange: { print("T8 fired, sees \(m.mode)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m.a + m.total }) { print("L9 got \(v)") } }
  withObservationTracking { _ = n.w; _ = n.item.q } onChange: { print("T10 fired, sees \(n.w)") }
  let vT11 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T11 fired, sees \(n.summary)") }
  print("T11 read \(vT11)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 7: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.mode) \(m.d) \(m.price) \(m.cached)")
}

await program7()
