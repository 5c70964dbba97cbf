//: # Generated programs 44..<45, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 44
struct G44Point: Equatable { var x = 0 }
struct G44Bag { var n = 0 }
@Observable final class G44Item { var q = 3 }
final class G44Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G44Ref, r: G44Ref) -> Bool { l.v == r.v } }
@Observable final class G44Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var items: [G44Item] = [G44Item(), G44Item()]
  @ObservationIgnored var ignored = 0
  var ref = G44Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G44Mode.idle
  var job = G44Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G44Level.low
  var price: Decimal = 1.5
}
enum G44Mode { case idle, busy }
enum G44Job { case none, run(Int) }
enum G44Level: Int, CaseIterable { case low = 1, mid, high }
extension G44Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G44bump(_ x: inout Int, by k: Int) { x += k }
enum G44Err: Error { case tooBig(Int), odd }
final class G44Counter { var count = 0; var dirty = false }
func G44armR7(_ m: G44Model, _ c: G44Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R7 fired"); c.dirty = true }
  print("R7 armed, read \(v)")
}
@MainActor func program44() async {
  print("— program 44")
  let m = G44Model()
  let n = G44Model()
  let solo = G44Model()
  let echo = G44Model()
  let vT1 = withObservationTracking { _ = m.arr; _ = m.items[1].q; return m.arr } onChange: { print("T1 fired, sees \(m.arr)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL2 = Task { @MainActor in for await v in Observations({ m.dict.count + m.ref.v }) { print("L2 got \(v)") } }
  withObservationTracking { _ = n.a; _ = n.dict.count } onChange: { print("T3 fired, sees \(n.a)") }
  let vT4 = withObservationTracking { _ = n.summary; return n.summary } onChange: { print("T4 fired, sees \(n.summary)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) }) { print("L5 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.items[1].q = 0; m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  let obsI6 = Observations({ m.ignored + m.a })
  m.ref = G44Ref(m.ref.v)
  var itI6 = obsI6.makeAsyncIterator()
  m.job = .run(3)
  print("I6 first \(await itI6.next()!)")
  m.a += 1; m.d += 1
  print("I6 next \(await itI6.next()!)")
  m.job = .none; m.w = 0; m.d = .nan
  m.b = 3
  let cR7 = G44Counter()
  G44armR7(m, cR7)
  try? await Task.sleep(for: .milliseconds(50))
  n.d += 1; m.level = G44Level(rawValue: m.a) ?? .mid
  print("state: \(m.level.rawValue) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 44: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.price)")
}

await program44()
