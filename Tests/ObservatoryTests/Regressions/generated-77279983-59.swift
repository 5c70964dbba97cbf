//: # Generated programs 59..<60, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 59
struct G59Point: Equatable { var x = 0 }
struct G59Bag { var n = 0 }
@Observable final class G59Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G59Point] = [G59Point(), G59Point()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var level = G59Level.low
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G59Mode { case idle, busy }
enum G59Job { case none, run(Int) }
enum G59Level: Int, CaseIterable { case low = 1, mid, high }
extension G59Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G59bump(_ x: inout Int, by k: Int) { x += k }
enum G59Err: Error { case tooBig(Int), odd }
final class G59Counter { var count = 0; var dirty = false }
func G59armR5(_ m: G59Model, _ c: G59Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G59armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program59() async {
  print("— program 59")
  let m = G59Model()
  let n = G59Model()
  let solo = G59Model()
  let echo = G59Model()
  let obsI1 = Observations({ m.total + m.a })
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 1
  print("I1 next \(await itI1.next()!)")
  withObservationTracking { _ = m.price; _ = m.level } onChange: { print("T2 fired, sees \(m.price)") }
  m.w = 2; n.level = G59Level(rawValue: n.a) ?? .mid
  m.level = G59Level.allCases.last!; m.price += 0.1
  withObservationTracking { withObservationTracking { _ = m.a } onChange: { print("N3 inner fired") } } onChange: { print("N3 outer fired") }
  let obsI4 = Observations({ m.level.rawValue + m.a })
  m.price = 2.25
  var itI4 = obsI4.makeAsyncIterator()
  m.tags.remove(1)
  print("I4 first \(await itI4.next()!)")
  m.a += 1; m.level = .high
  print("I4 next \(await itI4.next()!)")
  m.b -= 1; m.price = m.price; m.name = "s2"
  m.tags.insert(3)
  let cR5 = G59Counter()
  G59armR5(m, cR5)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 59: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.ignored) \(m.w) \(m.d) \(m.level) \(m.tags.sorted()) \(m.price)")
}

await program59()
