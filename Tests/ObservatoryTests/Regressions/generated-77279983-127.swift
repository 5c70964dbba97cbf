//: # Generated programs 127..<128, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 127
struct G127Point: Equatable { var x = 0 }
struct G127Bag { var n = 0 }
final class G127Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G127Ref, r: G127Ref) -> Bool { l.v == r.v } }
@Observable final class G127Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  @ObservationIgnored var ignored = 0
  var ref = G127Ref(0)
  var job = G127Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G127Mode { case idle, busy }
enum G127Job { case none, run(Int) }
enum G127Level: Int, CaseIterable { case low = 1, mid, high }
extension G127Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G127bump(_ x: inout Int, by k: Int) { x += k }
enum G127Err: Error { case tooBig(Int), odd }
final class G127Counter { var count = 0; var dirty = false }
@MainActor func program127() async {
  print("— program 127")
  let m = G127Model()
  let n = G127Model()
  let solo = G127Model()
  let echo = G127Model()
  m.a = m.a; m.tags.insert(2); n.tags.insert(1)
  withObservationTracking { _ = (m.opt ?? -1); _ = m.job; _ = m.tags.sorted() } onChange: { print("T1 fired, sees \((m.opt ?? -1))") }
  withObservationTracking { _ = m.summary; _ = (m.opt ?? -1) } onChange: { print("T2 fired, sees \(m.summary)") }
  let vT3 = withObservationTracking { _ = m.arr[1]; _ = m.price; return m.arr[1] } onChange: { print("T3 fired, sees \(m.arr[1])") }
  print("T3 read \(vT3)")
  let vT4 = withObservationTracking { _ = m.a; _ = m.arr[1]; _ = m.a; return m.a } onChange: { print("T4 fired, sees \(m.a)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M5 fired") }
  let loopL6 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.price; _ = m.cached; _ = m.arr } onChange: { print("T7 fired, sees \(m.price)") }
  let cW8 = G127Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW8.count += 1; print("W8 willSet \(m.arr[1])"); if cW8.count >= 4 { t.cancel() } } didSet: { _ in print("W8 didSet \(m.arr[1])") }
  m.price = 2.25; m.tags.remove(1)
  withObservationTracking { _ = m.job; _ = m.a } onChange: { print("T9 fired, sees \(m.job)") }
  withObservationTracking { _ = m.ref.v } onChange: { print("T10 fired, sees \(m.ref.v)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 127: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.ignored) \(m.ref.v) \(m.job) \(m.span.hi) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program127()
