//: # Generated programs 79..<80, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 79
struct G79Point: Equatable { var x = 0 }
struct G79Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G79Item { var q = 0; deinit { print("G79Item deinit") } }
final class G79Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G79Ref, r: G79Ref) -> Bool { l.v == r.v } }
@Observable final class G79Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var items: [G79Item] = [G79Item(), G79Item()]
  @ObservationIgnored var ignored = 0
  var ref = G79Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G79Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G79Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G79Mode { case idle, busy }
enum G79Job { case none, run(Int) }
enum G79Level: Int, CaseIterable { case low = 1, mid, high }
extension G79Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G79bump(_ x: inout Int, by k: Int) { x += k }
enum G79Err: Error { case tooBig(Int), odd }
final class G79Counter { var count = 0; var dirty = false }
func G79armR5(_ m: G79Model, _ c: G79Counter) {
  let v = withObservationTracking { m.cached } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G79armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program79() async {
  print("— program 79")
  let m = G79Model()
  let n = G79Model()
  let solo = G79Model()
  let echo = G79Model()
  print("state: \(m.a) \(n.arr[1])")
  withObservationTracking { _ = m.a; _ = m.tags.count } onChange: { print("T1 fired, sees \(m.a)") }
  G79bump(&m.a, by: 2)
  let cE3 = G79Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  if case let .run(k)? = Optional(G79Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  let cR5 = G79Counter()
  G79armR5(m, cR5)
  withObservationTracking { m.a += 1 } onChange: { print("M6 fired") }
  let cE7 = G79Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  m[0] += 1; m.price = m.price
  n.items[0].q = 2
  let vT8 = withObservationTracking { _ = m.items.count; _ = m.ignored; _ = m.w; return m.items.count } onChange: { print("T8 fired, sees \(m.items.count)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  n.flag = true; m.items.append(G79Item())
  print("state: \(m.tags.count) \(n.price)")
  withObservationTracking { _ = m.ignored; _ = (m.flag ? m.a : m.b) } onChange: { print("T9 fired, sees \(m.ignored)") }
  withObservationTracking { _ = (n.flag ? n.a : n.b) } onChange: { print("T10 fired, sees \((n.flag ? n.a : n.b))") }
  let loopL11 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L11 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL11.cancel(); _ = await loopL11.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 79: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program79()
