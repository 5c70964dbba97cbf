//: # Generated programs 11..<12, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 11
struct G11Point: Equatable { var x = 0 }
struct G11Bag { var n = 0 }
@Observable final class G11Item { var q = 0; deinit { print("G11Item deinit") } }
final class G11Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G11Ref, r: G11Ref) -> Bool { l.v == r.v } }
@Observable final class G11Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G11Bag()
  var item = G11Item()
  var items: [G11Item] = [G11Item(), G11Item()]
  var ref = G11Ref(0)
  var level = G11Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
}
enum G11Mode { case idle, busy }
enum G11Job { case none, run(Int) }
enum G11Level: Int, CaseIterable { case low = 1, mid, high }
extension G11Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G11bump(_ x: inout Int, by k: Int) { x += k }
enum G11Err: Error { case tooBig(Int), odd }
final class G11Counter { var count = 0; var dirty = false }
@MainActor func program11() async {
  print("— program 11")
  let m = G11Model()
  let n = G11Model()
  let solo = G11Model()
  let echo = G11Model()
  print("F1 twice \(m.twice)"); m.raise(by: 2)
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next((m.a + m.item.q) + m.span.hi) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G11Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.b) \(n.items.count)")
  withObservationTracking { _ = m.level.rawValue; _ = m.a } onChange: { print("T6 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = m.span.hi; _ = (m.span.lo + m.span.hi); _ = m.a } onChange: { print("T7 fired, sees \(m.span.hi)") }
  let vT8 = withObservationTracking { _ = m.bag; _ = m.level.rawValue; return m.bag } onChange: { print("T8 fired, sees \(m.bag)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m.arr.count + m.item.q }) { print("L9 got \(v)") } }
  withObservationTracking { _ = (n.a + n.item.q); _ = (n.opt ?? -1) } onChange: { print("T10 fired, sees \((n.a + n.item.q))") }
  let vT11 = withObservationTracking { _ = n.arr; return n.arr } onChange: { print("T11 fired, sees \(n.arr)") }
  print("T11 read \(vT11)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 11: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.level) \(m.span.hi) \(m.price)")
}

await program11()
