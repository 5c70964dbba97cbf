//: # Generated programs 64..<65, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 64
struct G64Point: Equatable { var x = 0 }
struct G64Bag { var n = 0 }
@Observable final class G64Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var bag = G64Bag()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G64Mode { case idle, busy }
enum G64Job { case none, run(Int) }
enum G64Level: Int, CaseIterable { case low = 1, mid, high }
extension G64Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G64bump(_ x: inout Int, by k: Int) { x += k }
enum G64Err: Error { case tooBig(Int), odd }
final class G64Counter { var count = 0; var dirty = false }
@MainActor func program64() async {
  print("— program 64")
  let m = G64Model()
  let n = G64Model()
  let solo = G64Model()
  let echo = G64Model()
  G64bump(&m.a, by: 3)
  let loopL2 = Task { @MainActor in for await v in Observations({ (m.span.lo + m.span.hi) + (m.dict["k"] ?? 0) }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.a; _ = (n.span.lo + n.span.hi) } onChange: { print("T3 fired, sees \(n.a)") }
  let vT4 = withObservationTracking { _ = n.tags.sorted(); return n.tags.sorted() } onChange: { print("T4 fired, sees \(n.tags.sorted())") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.span.hi }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.dict["k"] = 0; m.b -= 1
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 64: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.bag) \(m.ignored) \(m.w) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted())")
}

await program64()
