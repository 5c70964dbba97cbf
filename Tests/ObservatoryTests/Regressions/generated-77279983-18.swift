//: # Generated programs 18..<19, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 18
struct G18Point: Equatable { var x = 0 }
struct G18Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G18Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G18Ref, r: G18Ref) -> Bool { l.v == r.v } }
@Observable final class G18Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  @ObservationIgnored var ignored = 0
  var ref = G18Ref(0)
  var job = G18Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G18Mode { case idle, busy }
enum G18Job { case none, run(Int) }
enum G18Level: Int, CaseIterable { case low = 1, mid, high }
extension G18Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G18bump(_ x: inout Int, by k: Int) { x += k }
enum G18Err: Error { case tooBig(Int), odd }
final class G18Counter { var count = 0; var dirty = false }
@MainActor func program18() async {
  print("— program 18")
  let m = G18Model()
  let n = G18Model()
  let solo = G18Model()
  let echo = G18Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ m.a + m.a }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.ignored + m.ignored) }) { print("L2 got \(v)") }; print("L2 finished") }
  withObservationTracking { _ = (m.span.lo + m.span.hi) } onChange: { print("T3 fired, sees \((m.span.lo + m.span.hi))") }
  m.ref = G18Ref(2); m.ignored += 1
  withObservationTracking { _ = m.name; _ = (m.opt ?? -1); _ = m.price } onChange: { print("T4 fired, sees \(m.name)") }
  G18bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 18: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.ignored) \(m.ref.v) \(m.job) \(m.span.hi) \(m.price)")
}

await program18()
