//: # Generated programs 195..<196, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 195
struct G195Point: Equatable { var x = 0 }
struct G195Bag { var n = 0 }
@Observable final class G195Item { var q = 1; deinit { print("G195Item deinit") } }
final class G195Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G195Ref, r: G195Ref) -> Bool { l.v == r.v } }
@Observable final class G195Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G195Point] = [G195Point(), G195Point()]
  var items: [G195Item] = [G195Item(), G195Item()]
  @ObservationIgnored var ignored = 0
  var ref = G195Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G195Mode.idle
  var job = G195Job.none
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G195Mode { case idle, busy }
enum G195Job { case none, run(Int) }
enum G195Level: Int, CaseIterable { case low = 1, mid, high }
extension G195Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G195bump(_ x: inout Int, by k: Int) { x += k }
enum G195Err: Error { case tooBig(Int), odd }
final class G195Counter { var count = 0; var dirty = false }
@MainActor func program195() async {
  print("— program 195")
  let m = G195Model()
  let n = G195Model()
  let solo = G195Model()
  let echo = G195Model()
  switch (m.a, m.b) { case (0, let y): print("F1 zero, \(y)"); case (let x, _) where x > 2: print("F1 big \(x)"); default: print("F1 other") }
  let loopL2 = Task { @MainActor in for await v in Observations({ m.b }) { print("L2 got \(v)") } }
  print("state: \(m.a) \(n.arr.count)")
  withObservationTracking { _ = m.arr.count } onChange: { print("T3 fired, sees \(m.arr.count)") }
  withObservationTracking { _ = n.mode; _ = n.job; _ = n.ref.v } onChange: { print("T4 fired, sees \(n.mode)") }
  withObservationTracking { _ = m.items[1].q } onChange: { print("T5 fired, sees \(m.items[1].q)") }
  let vT6 = withObservationTracking { _ = n.items.count; _ = (n.price * 3); _ = n.w; return n.items.count } onChange: { print("T6 fired, sees \(n.items.count)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL7 = G195Counter()
  let loopL7 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L7 got \(v)"); if cL7.count < 2 { cL7.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 195: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.tags.sorted()) \(m.price)")
}

await program195()
