//: # Generated programs 34..<35, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 34
struct G34Point: Equatable { var x = 0 }
struct G34Bag { var n = 0 }
@Observable final class G34Item { var q = 3 }
@Observable final class G34Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var bag = G34Bag()
  var item = G34Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G34Mode { case idle, busy }
enum G34Job { case none, run(Int) }
enum G34Level: Int, CaseIterable { case low = 1, mid, high }
extension G34Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G34bump(_ x: inout Int, by k: Int) { x += k }
enum G34Err: Error { case tooBig(Int), odd }
final class G34Counter { var count = 0; var dirty = false }
@MainActor func program34() async {
  print("— program 34")
  let m = G34Model()
  let n = G34Model()
  let solo = G34Model()
  let echo = G34Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cW1 = G34Counter()
  withObservationTracking { _ = m[1] } willSet: { t in cW1.count += 1; print("W1 willSet \(m[1])"); if cW1.count >= 3 { t.cancel() } } didSet: { _ in print("W1 didSet \(m[1])") }
  let cE2 = G34Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b += 1
  print("E2 after: \(solo.b) calls \(cE2.count)")
  let obsI3 = Observations({ m.arr[1] + m.a })
  m[1] = 2
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 1; m.a = 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL4 = Task { @MainActor in for await v in Observations({ m.tags.count + m[0] }) { print("L4 got \(v)") } }
  withObservationTracking { _ = n.tags.count; _ = n.cached } onChange: { print("T5 fired, sees \(n.tags.count)") }
  let vT6 = withObservationTracking { _ = (n.price * 3); return (n.price * 3) } onChange: { print("T6 fired, sees \((n.price * 3))") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL7 = Task { @MainActor in for await v in Observations({ m.arr.count }) { print("L7 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.bag.n += 1; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let obsI8 = Observations({ m.a + m.a })
  m.a = 3
  var itI8 = obsI8.makeAsyncIterator()
  m.item.q = 3
  print("I8 first \(await itI8.next()!)")
  m.a += 1; m.arr[0] = 1
  print("I8 next \(await itI8.next()!)")
  m.item = G34Item(); m[0] = 0; m.ignored += 1
  m.tags = [2, 1]
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  loopL7.cancel(); _ = await loopL7.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 34: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.bag) \(m.item.q) \(m.ignored) \(m.w) \(m.d) \(m[0]) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program34()
