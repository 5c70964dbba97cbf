//: # Generated programs 144..<145, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 144
struct G144Point: Equatable { var x = 0 }
struct G144Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G144Item { var q = 0 }
final class G144Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G144Ref, r: G144Ref) -> Bool { l.v == r.v } }
@Observable final class G144Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G144Point] = [G144Point(), G144Point()]
  var item = G144Item()
  var items: [G144Item] = [G144Item(), G144Item()]
  var ref = G144Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var level = G144Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G144Mode { case idle, busy }
enum G144Job { case none, run(Int) }
enum G144Level: Int, CaseIterable { case low = 1, mid, high }
extension G144Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G144bump(_ x: inout Int, by k: Int) { x += k }
enum G144Err: Error { case tooBig(Int), odd }
final class G144Counter { var count = 0; var dirty = false }
@MainActor func program144() async {
  print("— program 144")
  let m = G144Model()
  let n = G144Model()
  let solo = G144Model()
  let echo = G144Model()
  m.items[1] = G144Item(); m.ref = G144Ref(m.ref.v); m.items[0].q = 2
  let vT1 = withObservationTracking { _ = m.a; return m.a } onChange: { print("T1 fired, sees \(m.a)") }
  print("T1 read \(vT1)")
  m.a = m.a
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = m.items.count; _ = m.level } onChange: { print("T3 fired, sees \(m.flag)") }
  let cW4 = G144Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW4.count += 1; print("W4 willSet \(m.a)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.a)") }
  m.w = m.w; m.points[1] = G144Point()
  withObservationTracking { _ = m.arr; _ = m.item.q } onChange: { print("T5 fired, sees \(m.arr)") }
  withObservationTracking { _ = m.items.count } onChange: { print("T6 fired, sees \(m.items.count)") }
  let vT7 = withObservationTracking { _ = (n.a + n.item.q); _ = n.level; _ = n.level.rawValue; return (n.a + n.item.q) } onChange: { print("T7 fired, sees \((n.a + n.item.q))") }
  print("T7 read \(vT7)")
  let cL8 = G144Counter()
  let loopL8 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L8 got \(v)"); if cL8.count < 2 { cL8.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 144: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.price) \(m.cached)")
}

await program144()
