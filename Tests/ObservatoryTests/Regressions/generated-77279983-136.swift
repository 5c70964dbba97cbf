//: # Generated programs 136..<137, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 136
struct G136Point: Equatable { var x = 0 }
struct G136Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G136Item { var q = 0; deinit { print("G136Item deinit") } }
final class G136Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G136Ref, r: G136Ref) -> Bool { l.v == r.v } }
@Observable final class G136Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var items: [G136Item] = [G136Item(), G136Item()]
  var ref = G136Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G136Mode.idle
  var job = G136Job.none
  var dict: [String: Int] = [:]
  var level = G136Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G136Mode { case idle, busy }
enum G136Job { case none, run(Int) }
enum G136Level: Int, CaseIterable { case low = 1, mid, high }
extension G136Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G136bump(_ x: inout Int, by k: Int) { x += k }
enum G136Err: Error { case tooBig(Int), odd }
final class G136Counter { var count = 0; var dirty = false }
func G136armR1(_ m: G136Model, _ c: G136Counter) {
  let v = withObservationTracking { m[1] } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G136armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program136() async {
  print("— program 136")
  let m = G136Model()
  let n = G136Model()
  let solo = G136Model()
  let echo = G136Model()
  m.dict["k"] = 3
  let cR1 = G136Counter()
  G136armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = 1; m.tags = m.tags.union([3])
  print("state: \(m.dict.count) \(n.level)")
  withObservationTracking { _ = m.level.rawValue; _ = m.arr[1] } onChange: { print("T2 fired, sees \(m.level.rawValue)") }
  withObservationTracking { _ = n.arr[1] } onChange: { print("T3 fired, sees \(n.arr[1])") }
  let loopL4 = Task { @MainActor in for await v in Observations({ (m.dict["k"] ?? 0) }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 136: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0]) \(m.tags.sorted())")
}

await program136()
