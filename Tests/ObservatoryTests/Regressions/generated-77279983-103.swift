//: # Generated programs 103..<104, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 103
struct G103Point: Equatable { var x = 0 }
struct G103Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G103Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var bag = G103Bag()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G103Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G103Mode { case idle, busy }
enum G103Job { case none, run(Int) }
enum G103Level: Int, CaseIterable { case low = 1, mid, high }
extension G103Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G103bump(_ x: inout Int, by k: Int) { x += k }
enum G103Err: Error { case tooBig(Int), odd }
final class G103Counter { var count = 0; var dirty = false }
func G103armR2(_ m: G103Model, _ c: G103Counter) {
  let v = withObservationTracking { (m.span.lo + m.span.hi) } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G103armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program103() async {
  print("— program 103")
  let m = G103Model()
  let n = G103Model()
  let solo = G103Model()
  let echo = G103Model()
  try? await Task.sleep(for: .milliseconds(50))
  let obsI1 = Observations({ m.w + m.a })
  m.a += 0
  var itI1 = obsI1.makeAsyncIterator()
  m.price += 0.1
  print("I1 first \(await itI1.next()!)")
  m.a += 1; m.price = 2.25
  print("I1 next \(await itI1.next()!)")
  m.tags.remove(1); m.a = 0; m.tags = m.tags.union([2])
  m.job = .run(3)
  let cR2 = G103Counter()
  G103armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  n.w = n.w; m.w += 1
  print("state: \(m.arr.count) \(n.price)")
  withObservationTracking { _ = m.total; _ = m.span.hi } onChange: { print("T3 fired, sees \(m.total)") }
  withObservationTracking { _ = n.arr[1] } onChange: { print("T4 fired, sees \(n.arr[1])") }
  let loopL5 = Task { @MainActor in for await v in Observations({ m.arr[1] }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.price; _ = m.tags.count; _ = m.bag } onChange: { print("T6 fired, sees \(m.price)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 103: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.bag) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program103()
