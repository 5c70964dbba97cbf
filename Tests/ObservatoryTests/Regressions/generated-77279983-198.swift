//: # Generated programs 198..<199, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 198
struct G198Point: Equatable { var x = 0 }
struct G198Bag { var n = 0 }
@Observable final class G198Item { var q = 0; deinit { print("G198Item deinit") } }
final class G198Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G198Ref, r: G198Ref) -> Bool { l.v == r.v } }
@Observable final class G198Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var points: [G198Point] = [G198Point(), G198Point()]
  var bag = G198Bag()
  var item = G198Item()
  var items: [G198Item] = [G198Item(), G198Item()]
  @ObservationIgnored var ignored = 0
  var ref = G198Ref(0)
  var level = G198Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G198Mode { case idle, busy }
enum G198Job { case none, run(Int) }
enum G198Level: Int, CaseIterable { case low = 1, mid, high }
extension G198Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G198bump(_ x: inout Int, by k: Int) { x += k }
enum G198Err: Error { case tooBig(Int), odd }
final class G198Counter { var count = 0; var dirty = false }
@MainActor func program198() async {
  print("— program 198")
  let m = G198Model()
  let n = G198Model()
  let solo = G198Model()
  let echo = G198Model()
  m.flag.toggle(); m.a = 0
  withObservationTracking { _ = m.bag; _ = m.points[0].x } onChange: { print("T1 fired, sees \(m.bag)") }
  withObservationTracking { _ = m.ref.v } onChange: { print("T2 fired, sees \(m.ref.v)") }
  let vT3 = withObservationTracking { _ = n.items.count; _ = (n.price * 3); _ = n.a; return n.items.count } onChange: { print("T3 fired, sees \(n.items.count)") }
  print("T3 read \(vT3)")
  let cL4 = G198Counter()
  let loopL4 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L4 got \(v)"); if cL4.count < 2 { cL4.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI5 = Observations({ m.a + m.a })
  m.name = "s3"
  var itI5 = obsI5.makeAsyncIterator()
  m.items[0].q = 1
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  m.b -= 1; n.ignored += 1
  let cE6 = G198Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b += 1
  print("E6 after: \(solo.b) calls \(cE6.count)")
  withObservationTracking { m.a += 1 } onChange: { print("M7 fired") }
  withObservationTracking { _ = m.ignored } onChange: { print("T8 fired, sees \(m.ignored)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b = 7 } onChange: { print("M9 fired") }
  print("F10 twice \(m.twice)"); m.raise(by: 2)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 198: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.level) \(m.span.hi) \(m.price) \(m.cached)")
}

await program198()
