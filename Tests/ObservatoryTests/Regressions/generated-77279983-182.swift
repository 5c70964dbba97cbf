//: # Generated programs 182..<183, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 182
struct G182Point: Equatable { var x = 0 }
struct G182Bag { var n = 0 }
final class G182Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G182Ref, r: G182Ref) -> Bool { l.v == r.v } }
@Observable final class G182Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G182Bag()
  var ref = G182Ref(0)
  var mode = G182Mode.idle
  var job = G182Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G182Mode { case idle, busy }
enum G182Job { case none, run(Int) }
enum G182Level: Int, CaseIterable { case low = 1, mid, high }
extension G182Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G182bump(_ x: inout Int, by k: Int) { x += k }
enum G182Err: Error { case tooBig(Int), odd }
final class G182Counter { var count = 0; var dirty = false }
@MainActor func program182() async {
  print("— program 182")
  let m = G182Model()
  let n = G182Model()
  let solo = G182Model()
  let echo = G182Model()
  let obsI1 = Observations({ m.dict.count + m.a })
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 0
  print("I1 next \(await itI1.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = (m.span.lo + m.span.hi); _ = m.bag } onChange: { print("T2 fired, sees \(m.name)") }
  let cW3 = G182Counter()
  withObservationTracking { _ = m.span.hi } willSet: { t in cW3.count += 1; print("W3 willSet \(m.span.hi)"); if cW3.count >= 4 { t.cancel() } } didSet: { _ in print("W3 didSet \(m.span.hi)") }
  m.cached = 0; m.arr = [0, 0, 0]
  withObservationTracking { _ = m.opt; _ = (m.opt ?? -1) } onChange: { print("T4 fired, sees \(m.opt)") }
  withObservationTracking { _ = m.b } onChange: { print("T5 fired, sees \(m.b)") }
  let vT6 = withObservationTracking { _ = n.arr[1]; _ = n.bag; _ = (n.span.lo + n.span.hi); return n.arr[1] } onChange: { print("T6 fired, sees \(n.arr[1])") }
  print("T6 read \(vT6)")
  let cL7 = G182Counter()
  let loopL7 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L7 got \(v)"); if cL7.count < 2 { cL7.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 182: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.bag) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.cached)")
}

await program182()
