//: # Generated programs 51..<52, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 51
struct G51Point: Equatable { var x = 0 }
struct G51Bag { var n = 0 }
@Observable final class G51Item { var q = 0 }
@Observable final class G51Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G51Point] = [G51Point(), G51Point()]
  var bag = G51Bag()
  var item = G51Item()
  var items: [G51Item] = [G51Item(), G51Item()]
  @ObservationIgnored var ignored = 0
  var job = G51Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
}
enum G51Mode { case idle, busy }
enum G51Job { case none, run(Int) }
enum G51Level: Int, CaseIterable { case low = 1, mid, high }
extension G51Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G51bump(_ x: inout Int, by k: Int) { x += k }
enum G51Err: Error { case tooBig(Int), odd }
final class G51Counter { var count = 0; var dirty = false }
func G51armR4(_ m: G51Model, _ c: G51Counter) {
  let v = withObservationTracking { m.total } onChange: { c.count += 1; print("R4 fired"); if c.count < 3 { G51armR4(m, c) } }
  print("R4 armed, read \(v)")
}
@MainActor func program51() async {
  print("— program 51")
  let m = G51Model()
  let n = G51Model()
  let solo = G51Model()
  let echo = G51Model()
  withObservationTracking { _ = m.summary; _ = m.tags.sorted() } onChange: { print("T1 fired, sees \(m.summary)") }
  m.tags.remove(1); n.points[0].x = 2
  m.tags.remove(1); m.flag.toggle()
  withObservationTracking { withObservationTracking { _ = (m.opt ?? -1) } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let obsI3 = Observations({ m.items[1].q + m.a })
  m.job = .run(3)
  var itI3 = obsI3.makeAsyncIterator()
  m.bag = G51Bag()
  print("I3 first \(await itI3.next()!)")
  m.a += 1; m.tags.insert(1)
  print("I3 next \(await itI3.next()!)")
  m.points[1].x = 1; m.name = "s0"; m.a += 1
  m.items.append(G51Item())
  let cR4 = G51Counter()
  G51armR4(m, cR4)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = 1; m.tags = m.tags.union([3])
  print("state: \((m.span.lo + m.span.hi)) \(n.summary)")
  withObservationTracking { _ = (m.span.lo + m.span.hi); _ = m.items[1].q } onChange: { print("T5 fired, sees \((m.span.lo + m.span.hi))") }
  withObservationTracking { _ = n.bag.n } onChange: { print("T6 fired, sees \(n.bag.n)") }
  let loopL7 = Task { @MainActor in for await v in Observations({ m.b }) { print("L7 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 51: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.job) \(m.span.hi) \(m.tags.sorted())")
}

await program51()
