//: # Generated programs 185..<186, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 185
struct G185Point: Equatable { var x = 0 }
struct G185Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G185Item { var q = 0; deinit { print("G185Item deinit") } }
final class G185Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G185Ref, r: G185Ref) -> Bool { l.v == r.v } }
@Observable final class G185Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var item = G185Item()
  @ObservationIgnored var ignored = 0
  var ref = G185Ref(0)
  var mode = G185Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G185Mode { case idle, busy }
enum G185Job { case none, run(Int) }
enum G185Level: Int, CaseIterable { case low = 1, mid, high }
extension G185Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G185bump(_ x: inout Int, by k: Int) { x += k }
enum G185Err: Error { case tooBig(Int), odd }
final class G185Counter { var count = 0; var dirty = false }
@MainActor func program185() async {
  print("— program 185")
  let m = G185Model()
  let n = G185Model()
  let solo = G185Model()
  let echo = G185Model()
  withObservationTracking { _ = m.price; _ = m.ref.v; _ = m.mode } onChange: { print("T1 fired, sees \(m.price)") }
  let cW2 = G185Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW2.count += 1; print("W2 willSet \(m.total)"); if cW2.count >= 4 { t.cancel() } } didSet: { _ in print("W2 didSet \(m.total)") }
  m.dict = [:]; m.d = 1.5
  withObservationTracking { _ = m.d; _ = m.ignored } onChange: { print("T3 fired, sees \(m.d)") }
  withObservationTracking { _ = m[1] } onChange: { print("T4 fired, sees \(m[1])") }
  let vT5 = withObservationTracking { _ = (n.opt ?? -1); _ = (n.price * 3); _ = n.a; return (n.opt ?? -1) } onChange: { print("T5 fired, sees \((n.opt ?? -1))") }
  print("T5 read \(vT5)")
  let cL6 = G185Counter()
  let loopL6 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L6 got \(v)"); if cL6.count < 2 { cL6.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI7 = Observations({ m.total + m.a })
  m[1] = 3
  var itI7 = obsI7.makeAsyncIterator()
  m.tags = m.tags.union([1])
  print("I7 first \(await itI7.next()!)")
  m.a += 0
  print("I7 next \(await itI7.next()!)")
  m.price = 2.25; n.mode = .idle
  let cE8 = G185Counter()
  withObservationTracking { _ = solo.b } onChange: { cE8.count += 1; let d = cE8.count; print("E8 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E8 exit \(d)") }
  solo.b += 1
  print("E8 after: \(solo.b) calls \(cE8.count)")
  withObservationTracking { m.a += 1 } onChange: { print("M9 fired") }
  withObservationTracking { _ = m.a } onChange: { print("T10 fired, sees \(m.a)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 185: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program185()
