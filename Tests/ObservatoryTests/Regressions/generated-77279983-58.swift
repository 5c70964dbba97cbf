//: # Generated programs 58..<59, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 58
struct G58Point: Equatable { var x = 0 }
struct G58Bag { var n = 0 }
final class G58Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G58Ref, r: G58Ref) -> Bool { l.v == r.v } }
@Observable final class G58Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var bag = G58Bag()
  var ref = G58Ref(0)
  var mode = G58Mode.idle
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G58Mode { case idle, busy }
enum G58Job { case none, run(Int) }
enum G58Level: Int, CaseIterable { case low = 1, mid, high }
extension G58Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G58bump(_ x: inout Int, by k: Int) { x += k }
enum G58Err: Error { case tooBig(Int), odd }
final class G58Counter { var count = 0; var dirty = false }
@MainActor func program58() async {
  print("— program 58")
  let m = G58Model()
  let n = G58Model()
  let solo = G58Model()
  let echo = G58Model()
  print("state: \((m.flag ? m.a : m.b)) \(n.price)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations({ m.span.hi + (m.flag ? m.a : m.b) }) { print("L1 got \(v)") } }
  withObservationTracking { _ = (n.flag ? n.a : n.b); _ = n.bag.n } onChange: { print("T2 fired, sees \((n.flag ? n.a : n.b))") }
  let vT3 = withObservationTracking { _ = n.bag; return n.bag } onChange: { print("T3 fired, sees \(n.bag)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.total }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.price = 2.25; m.dict["k"] = 2
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 58: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.bag) \(m.ref.v) \(m.mode) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.price) \(m.cached)")
}

await program58()
