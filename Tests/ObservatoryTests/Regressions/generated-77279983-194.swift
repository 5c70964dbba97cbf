//: # Generated programs 194..<195, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 194
struct G194Point: Equatable { var x = 0 }
struct G194Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G194Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G194Ref, r: G194Ref) -> Bool { l.v == r.v } }
@Observable final class G194Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G194Point] = [G194Point(), G194Point()]
  var bag = G194Bag()
  @ObservationIgnored var ignored = 0
  var ref = G194Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G194Mode.idle
  var job = G194Job.none
  var d = 0.5
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G194Mode { case idle, busy }
enum G194Job { case none, run(Int) }
enum G194Level: Int, CaseIterable { case low = 1, mid, high }
extension G194Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G194bump(_ x: inout Int, by k: Int) { x += k }
enum G194Err: Error { case tooBig(Int), odd }
final class G194Counter { var count = 0; var dirty = false }
@MainActor func program194() async {
  print("— program 194")
  let m = G194Model()
  let n = G194Model()
  let solo = G194Model()
  let echo = G194Model()
  switch (m.a, m.b) { case (0, let y): print("F1 zero, \(y)"); case (let x, _) where x > 2: print("F1 big \(x)"); default: print("F1 other") }
  let loopL2 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) }) { print("L2 got \(v)") } }
  print("state: \(m.cached) \((n.opt ?? -1))")
  withObservationTracking { _ = m.w } onChange: { print("T3 fired, sees \(m.w)") }
  withObservationTracking { _ = n.d; _ = n.job; _ = n.w } onChange: { print("T4 fired, sees \(n.d)") }
  withObservationTracking { _ = m.b } onChange: { print("T5 fired, sees \(m.b)") }
  let vT6 = withObservationTracking { _ = n.cached; _ = (n.price * 3); _ = n.ignored; return n.cached } onChange: { print("T6 fired, sees \(n.cached)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL7 = G194Counter()
  let loopL7 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L7 got \(v)"); if cL7.count < 2 { cL7.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 194: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.bag) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.price) \(m.cached)")
}

await program194()
