//: # Generated programs 12..<13, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 12
struct G12Point: Equatable { var x = 0 }
struct G12Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G12Item { var q = 0 }
@Observable final class G12Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var points: [G12Point] = [G12Point(), G12Point()]
  var bag = G12Bag()
  var item = G12Item()
  @ObservationIgnored var ignored = 0
  var dict: [String: Int] = [:]
  var level = G12Level.low
  var tags: Set<Int> = [1, 2]
}
enum G12Mode { case idle, busy }
enum G12Job { case none, run(Int) }
enum G12Level: Int, CaseIterable { case low = 1, mid, high }
extension G12Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G12bump(_ x: inout Int, by k: Int) { x += k }
enum G12Err: Error { case tooBig(Int), odd }
final class G12Counter { var count = 0; var dirty = false }
@MainActor func program12() async {
  print("— program 12")
  let m = G12Model()
  let n = G12Model()
  let solo = G12Model()
  let echo = G12Model()
  let cE1 = G12Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b += 1
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let loopL2 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.level.rawValue + (m.flag ? m.a : m.b)) }) { print("L2 got \(v)") }; print("L2 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL3 = G12Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  print("F4 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M5 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \((m.a + m.item.q)) \(n.points[0].x)")
  withObservationTracking { _ = m.item.q; _ = m.points[0].x } onChange: { print("T6 fired, sees \(m.item.q)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 12: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.ignored) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted())")
}

await program12()
