//: # Generated programs 46..<47, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 46
struct G46Point: Equatable { var x = 0 }
struct G46Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G46Item { var q = 2 }
final class G46Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G46Ref, r: G46Ref) -> Bool { l.v == r.v } }
@Observable final class G46Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var flag = false
  var bag = G46Bag()
  var item = G46Item()
  var items: [G46Item] = [G46Item(), G46Item()]
  @ObservationIgnored var ignored = 0
  var ref = G46Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G46Mode.idle
  var job = G46Job.none
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G46Mode { case idle, busy }
enum G46Job { case none, run(Int) }
enum G46Level: Int, CaseIterable { case low = 1, mid, high }
extension G46Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G46bump(_ x: inout Int, by k: Int) { x += k }
enum G46Err: Error { case tooBig(Int), odd }
final class G46Counter { var count = 0; var dirty = false }
@MainActor func program46() async {
  print("— program 46")
  let m = G46Model()
  let n = G46Model()
  let solo = G46Model()
  let echo = G46Model()
  G46bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.items.count) \(n.d)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m[0] + m.ref.v }) { print("L2 got \(v)") } }
  withObservationTracking { _ = m[0]; _ = m[1] } onChange: { print("T3 fired, sees \(m[0])") }
  let vT4 = withObservationTracking { _ = n.flag; return n.flag } onChange: { print("T4 fired, sees \(n.flag)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.bag.n }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.d = 1.5; m.d = .nan
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ m.a + m.a })
  m.mode = .idle
  var itI6 = obsI6.makeAsyncIterator()
  m.ref = G46Ref(3)
  print("I6 first \(await itI6.next()!)")
  m.a += 1; m.bag = G46Bag()
  print("I6 next \(await itI6.next()!)")
  m.items.append(G46Item()); m.d += 1; m.b -= 1
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 46: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \(m[0])")
}

await program46()
