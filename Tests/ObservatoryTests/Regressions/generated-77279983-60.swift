//: # Generated programs 60..<61, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 60
struct G60Point: Equatable { var x = 0 }
struct G60Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G60Item { var q = 2 }
final class G60Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G60Ref, r: G60Ref) -> Bool { l.v == r.v } }
@Observable final class G60Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var items: [G60Item] = [G60Item(), G60Item()]
  var ref = G60Ref(0)
  var job = G60Job.none
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G60Mode { case idle, busy }
enum G60Job { case none, run(Int) }
enum G60Level: Int, CaseIterable { case low = 1, mid, high }
extension G60Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G60bump(_ x: inout Int, by k: Int) { x += k }
enum G60Err: Error { case tooBig(Int), odd }
final class G60Counter { var count = 0; var dirty = false }
func G60armR7(_ m: G60Model, _ c: G60Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R7 fired"); c.dirty = true }
  print("R7 armed, read \(v)")
}
@MainActor func program60() async {
  print("— program 60")
  let m = G60Model()
  let n = G60Model()
  let solo = G60Model()
  let echo = G60Model()
  let cL1 = G60Counter()
  let loopL1 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L1 got \(v)"); if cL1.count < 2 { cL1.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m.tags.count + m[0] }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.tags.count; _ = n.cached } onChange: { print("T3 fired, sees \(n.tags.count)") }
  let vT4 = withObservationTracking { _ = n.job; return n.job } onChange: { print("T4 fired, sees \(n.job)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.arr.count }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m[1] = 0; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ m.a + m.a })
  m.tags = m.tags.union([3])
  var itI6 = obsI6.makeAsyncIterator()
  m.tags.insert(3)
  print("I6 first \(await itI6.next()!)")
  m.a += 1; m.dict["k"] = 1
  print("I6 next \(await itI6.next()!)")
  m.b -= 1; m.cached = 0; m.arr[0] = 2
  m[0] = 3
  let cR7 = G60Counter()
  G60armR7(m, cR7)
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 60: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.items[1].q) \(m.ref.v) \(m.job) \((m.dict["k"] ?? 0)) \(m[0]) \(m.tags.sorted()) \(m.cached)")
}

await program60()
