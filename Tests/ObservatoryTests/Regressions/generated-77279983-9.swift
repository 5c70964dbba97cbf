//: # Generated programs 9..<10, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 9
struct G9Point: Equatable { var x = 0 }
struct G9Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G9Item { var q = 2 }
final class G9Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G9Ref, r: G9Ref) -> Bool { l.v == r.v } }
@Observable final class G9Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var points: [G9Point] = [G9Point(), G9Point()]
  var bag = G9Bag()
  var items: [G9Item] = [G9Item(), G9Item()]
  @ObservationIgnored var ignored = 0
  var ref = G9Ref(0)
  var mode = G9Mode.idle
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G9Mode { case idle, busy }
enum G9Job { case none, run(Int) }
enum G9Level: Int, CaseIterable { case low = 1, mid, high }
extension G9Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G9bump(_ x: inout Int, by k: Int) { x += k }
enum G9Err: Error { case tooBig(Int), odd }
final class G9Counter { var count = 0; var dirty = false }
@MainActor func program9() async {
  print("— program 9")
  let m = G9Model()
  let n = G9Model()
  let solo = G9Model()
  let echo = G9Model()
  let obsI1 = Observations({ m.ref.v + m.a })
  m.bag = G9Bag()
  var itI1 = obsI1.makeAsyncIterator()
  m.mode = .idle
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.b -= 1
  print("I1 next \(await itI1.next()!)")
  G9bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m[1]) \(n.b)")
  withObservationTracking { _ = m[0]; _ = m[0] } onChange: { print("T3 fired, sees \(m[0])") }
  withObservationTracking { _ = m.ignored; _ = m.tags.count; _ = m.points[0].x } onChange: { print("T4 fired, sees \(m.ignored)") }
  let vT5 = withObservationTracking { _ = m.points; _ = m[0]; return m.points } onChange: { print("T5 fired, sees \(m.points)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL6 = Task { @MainActor in for await v in Observations({ m.total + m[1] }) { print("L6 got \(v)") } }
  withObservationTracking { _ = n.total; _ = m[0] } onChange: { print("T7 fired, sees \(n.total)") }
  let vT8 = withObservationTracking { _ = n.tags.sorted(); return n.tags.sorted() } onChange: { print("T8 fired, sees \(n.tags.sorted())") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.a = m.a; m.ref = G9Ref(m.ref.v)
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ m.items.count + m.a })
  m.a = 3
  var itI10 = obsI10.makeAsyncIterator()
  m.items[1] = G9Item()
  print("I10 first \(await itI10.next()!)")
  m.a += 1; m.tags.insert(1)
  print("I10 next \(await itI10.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 9: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.mode) \(m[0]) \(m.tags.sorted())")
}

await program9()
