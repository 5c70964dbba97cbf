//: # Generated programs 145..<146, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 145
struct G145Point: Equatable { var x = 0 }
struct G145Bag { var n = 0 }
@Observable final class G145Item { var q = 1 }
final class G145Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G145Ref, r: G145Ref) -> Bool { l.v == r.v } }
@Observable final class G145Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G145Bag()
  var item = G145Item()
  @ObservationIgnored var ignored = 0
  var ref = G145Ref(0)
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G145Mode { case idle, busy }
enum G145Job { case none, run(Int) }
enum G145Level: Int, CaseIterable { case low = 1, mid, high }
extension G145Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G145bump(_ x: inout Int, by k: Int) { x += k }
enum G145Err: Error { case tooBig(Int), odd }
final class G145Counter { var count = 0; var dirty = false }
@MainActor func program145() async {
  print("— program 145")
  let m = G145Model()
  let n = G145Model()
  let solo = G145Model()
  let echo = G145Model()
  m.item = m.item; m.d = .nan
  let vT1 = withObservationTracking { _ = m.a; _ = (m.opt ?? -1); _ = m.a; return m.a } onChange: { print("T1 fired, sees \(m.a)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M2 fired") }
  let loopL3 = Task { @MainActor in for await v in Observations({ (m.a + m.item.q) }) { print("L3 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr; _ = m.cached; _ = m.tags.sorted() } onChange: { print("T4 fired, sees \(m.arr)") }
  let cW5 = G145Counter()
  withObservationTracking { _ = m.tags.count } willSet: { t in cW5.count += 1; print("W5 willSet \(m.tags.count)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.tags.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 145: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program145()
