//: # Generated programs 116..<117, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 116
struct G116Point: Equatable { var x = 0 }
struct G116Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G116Item { var q = 1; deinit { print("G116Item deinit") } }
final class G116Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G116Ref, r: G116Ref) -> Bool { l.v == r.v } }
@Observable final class G116Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var bag = G116Bag()
  var item = G116Item()
  @ObservationIgnored var ignored = 0
  var ref = G116Ref(0)
  var mode = G116Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G116Mode { case idle, busy }
enum G116Job { case none, run(Int) }
enum G116Level: Int, CaseIterable { case low = 1, mid, high }
extension G116Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G116bump(_ x: inout Int, by k: Int) { x += k }
enum G116Err: Error { case tooBig(Int), odd }
final class G116Counter { var count = 0; var dirty = false }
func G116armR1(_ m: G116Model, _ c: G116Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G116armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program116() async {
  print("— program 116")
  let m = G116Model()
  let n = G116Model()
  let solo = G116Model()
  let echo = G116Model()
  m.item = G116Item(); m.price = 2.25; m.b -= 1
  m.d = 1.5
  let cR1 = G116Counter()
  G116armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  n.d = 1.5; m.arr = [0, 0, 0]
  print("state: \(m.total) \(n.price)")
  withObservationTracking { _ = m.total; _ = m.cached } onChange: { print("T2 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T3 fired, sees \(n.b)") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.item.q }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.flag; _ = m.item.q; _ = m.d } onChange: { print("T5 fired, sees \(m.flag)") }
  let cW6 = G116Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.flag.toggle(); m.ref = G116Ref(0)
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 116: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.price) \(m.cached)")
}

await program116()
