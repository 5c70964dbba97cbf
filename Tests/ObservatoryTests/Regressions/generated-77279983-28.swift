//: # Generated programs 28..<29, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 28
struct G28Point: Equatable { var x = 0 }
struct G28Bag { var n = 0 }
@Observable final class G28Item { var q = 3; deinit { print("G28Item deinit") } }
final class G28Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G28Ref, r: G28Ref) -> Bool { l.v == r.v } }
@Observable final class G28Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var item = G28Item()
  var ref = G28Ref(0)
  var mode = G28Mode.idle
  var job = G28Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G28Mode { case idle, busy }
enum G28Job { case none, run(Int) }
enum G28Level: Int, CaseIterable { case low = 1, mid, high }
extension G28Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G28bump(_ x: inout Int, by k: Int) { x += k }
enum G28Err: Error { case tooBig(Int), odd }
final class G28Counter { var count = 0; var dirty = false }
@MainActor func program28() async {
  print("— program 28")
  let m = G28Model()
  let n = G28Model()
  let solo = G28Model()
  let echo = G28Model()
  withObservationTracking { _ = m.job; _ = m.mode; _ = m.b } onChange: { print("T1 fired, sees \(m.job)") }
  withObservationTracking { _ = m.b; _ = m.a } onChange: { print("T2 fired, sees \(m.b)") }
  withObservationTracking { _ = (m.dict["k"] ?? 0); _ = m.b; _ = m.dict.count } onChange: { print("T3 fired, sees \((m.dict["k"] ?? 0))") }
  let vT4 = withObservationTracking { _ = m.mode; _ = (m.dict["k"] ?? 0); return m.mode } onChange: { print("T4 fired, sees \(m.mode)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.dict.count + (m.opt ?? -1) }) { print("L5 got \(v)") } }
  withObservationTracking { _ = (n.opt ?? -1); _ = n.item.q } onChange: { print("T6 fired, sees \((n.opt ?? -1))") }
  let vT7 = withObservationTracking { _ = n.opt; return n.opt } onChange: { print("T7 fired, sees \(n.opt)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 28: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.item.q) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.price)")
}

await program28()
