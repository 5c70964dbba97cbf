//: # Generated programs 61..<62, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 61
struct G61Point: Equatable { var x = 0 }
struct G61Bag { var n = 0 }
@Observable final class G61Item { var q = 2 }
@Observable final class G61Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var item = G61Item()
  @ObservationIgnored var ignored = 0
  var mode = G61Mode.idle
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G61Mode { case idle, busy }
enum G61Job { case none, run(Int) }
enum G61Level: Int, CaseIterable { case low = 1, mid, high }
extension G61Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G61bump(_ x: inout Int, by k: Int) { x += k }
enum G61Err: Error { case tooBig(Int), odd }
final class G61Counter { var count = 0; var dirty = false }
func G61armR9(_ m: G61Model, _ c: G61Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R9 fired"); c.dirty = true }
  print("R9 armed, read \(v)")
}
@MainActor func program61() async {
  print("— program 61")
  let m = G61Model()
  let n = G61Model()
  let solo = G61Model()
  let echo = G61Model()
  withObservationTracking { _ = (m.opt ?? -1); _ = m.d } onChange: { print("T1 fired, sees \((m.opt ?? -1))") }
  let cL2 = G61Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.item.q) \(n.opt)")
  m.span.hi = 0; m.opt = nil
  let cE4 = G61Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  print("state: \(m.a) \((n.a + n.item.q))")
  withObservationTracking { _ = m[1]; _ = m.b } onChange: { print("T5 fired, sees \(m[1])") }
  G61bump(&m.a, by: 2)
  let cE7 = G61Counter()
  withObservationTracking { _ = solo.b } onChange: { cE7.count += 1; let d = cE7.count; print("E7 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E7 exit \(d)") }
  solo.b = 1007
  print("E7 after: \(solo.b) calls \(cE7.count)")
  if case let .run(k)? = Optional(G61Job.run(m.a)), k > 0 { print("F8 run \(k)") } else { print("F8 not running") }
  let cR9 = G61Counter()
  G61armR9(m, cR9)
  withObservationTracking { m.a += 1 } onChange: { print("M10 fired") }
  let cE11 = G61Counter()
  withObservationTracking { _ = solo.b } onChange: { cE11.count += 1; let d = cE11.count; print("E11 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E11 exit \(d)") }
  solo.b = 1011
  print("E11 after: \(solo.b) calls \(cE11.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 61: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.item.q) \(m.ignored) \(m.mode) \(m.d) \(m.span.hi) \(m[0]) \(m.price)")
}

await program61()
