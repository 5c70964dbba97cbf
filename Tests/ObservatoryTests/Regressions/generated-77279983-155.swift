//: # Generated programs 155..<156, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 155
struct G155Point: Equatable { var x = 0 }
struct G155Bag { var n = 0 }
@Observable final class G155Item { var q = 1 }
final class G155Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G155Ref, r: G155Ref) -> Bool { l.v == r.v } }
@Observable final class G155Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G155Point] = [G155Point(), G155Point()]
  var item = G155Item()
  @ObservationIgnored var ignored = 0
  var ref = G155Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G155Mode.idle
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G155Mode { case idle, busy }
enum G155Job { case none, run(Int) }
enum G155Level: Int, CaseIterable { case low = 1, mid, high }
extension G155Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G155bump(_ x: inout Int, by k: Int) { x += k }
enum G155Err: Error { case tooBig(Int), odd }
final class G155Counter { var count = 0; var dirty = false }
@MainActor func program155() async {
  print("— program 155")
  let m = G155Model()
  let n = G155Model()
  let solo = G155Model()
  let echo = G155Model()
  withObservationTracking { _ = (m.a + m.item.q); _ = m.tags.count } onChange: { print("T1 fired, sees \((m.a + m.item.q))") }
  let cW2 = G155Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW2.count += 1; print("W2 willSet \(m.total)"); if cW2.count >= 3 { t.cancel() } } didSet: { _ in print("W2 didSet \(m.total)") }
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.dict.count; _ = m.arr.count } onChange: { print("T4 fired, sees \(m.dict.count)") }
  let obsI5 = Observations({ (m.a + m.item.q) + m.a })
  var itI5 = obsI5.makeAsyncIterator()
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.mode; _ = m.cached; _ = m.points } onChange: { print("T6 fired, sees \(m.mode)") }
  let cW7 = G155Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW7.count += 1; print("W7 willSet \(m.a)"); if cW7.count >= 4 { t.cancel() } } didSet: { _ in print("W7 didSet \(m.a)") }
  m.cached = 0; m.tags.remove(1)
  withObservationTracking { _ = m.price; _ = m.arr.count } onChange: { print("T8 fired, sees \(m.price)") }
  withObservationTracking { _ = m.a } onChange: { print("T9 fired, sees \(m.a)") }
  let vT10 = withObservationTracking { _ = m[1]; _ = n.points; _ = m[0]; return m[1] } onChange: { print("T10 fired, sees \(m[1])") }
  print("T10 read \(vT10)")
  let cL11 = G155Counter()
  let loopL11 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L11 got \(v)"); if cL11.count < 2 { cL11.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI12 = Observations({ m.item.q + m.a })
  m.mode = .idle
  var itI12 = obsI12.makeAsyncIterator()
  m.dict["k"] = 1
  print("I12 first \(await itI12.next()!)")
  m.a += 0
  print("I12 next \(await itI12.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL11.cancel(); _ = await loopL11.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 155: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program155()
