//: # Generated programs 98..<99, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 98
struct G98Point: Equatable { var x = 0 }
struct G98Bag { var n = 0 }
@Observable final class G98Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var points: [G98Point] = [G98Point(), G98Point()]
  var bag = G98Bag()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var level = G98Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G98Mode { case idle, busy }
enum G98Job { case none, run(Int) }
enum G98Level: Int, CaseIterable { case low = 1, mid, high }
extension G98Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G98bump(_ x: inout Int, by k: Int) { x += k }
enum G98Err: Error { case tooBig(Int), odd }
final class G98Counter { var count = 0; var dirty = false }
func G98armR3(_ m: G98Model, _ c: G98Counter) {
  let v = withObservationTracking { m[0] } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G98armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program98() async {
  print("— program 98")
  let m = G98Model()
  let n = G98Model()
  let solo = G98Model()
  let echo = G98Model()
  withObservationTracking { withObservationTracking { _ = m.a } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  let obsI2 = Observations({ m[1] + m.a })
  m[0] += 1
  var itI2 = obsI2.makeAsyncIterator()
  m.flag.toggle()
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.ignored += 1
  print("I2 next \(await itI2.next()!)")
  m.a += 0; m.b -= 1; m.w = 2
  m.a = 3
  let cR3 = G98Counter()
  G98armR3(m, cR3)
  try? await Task.sleep(for: .milliseconds(50))
  n.level = G98Level.allCases.last!; m.points[1] = G98Point()
  print("state: \((m.flag ? m.a : m.b)) \(n.price)")
  withObservationTracking { _ = m.w; _ = m[1] } onChange: { print("T4 fired, sees \(m.w)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 98: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.points) \(m.bag) \(m.ignored) \(m.w) \(m.level) \(m[0]) \(m.price)")
}

await program98()
