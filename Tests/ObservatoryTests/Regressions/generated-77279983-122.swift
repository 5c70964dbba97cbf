//: # Generated programs 122..<123, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 122
struct G122Point: Equatable { var x = 0 }
struct G122Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G122Item { var q = 1; deinit { print("G122Item deinit") } }
@Observable final class G122Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G122Bag()
  var items: [G122Item] = [G122Item(), G122Item()]
  @ObservationIgnored var ignored = 0
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G122Mode { case idle, busy }
enum G122Job { case none, run(Int) }
enum G122Level: Int, CaseIterable { case low = 1, mid, high }
extension G122Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G122bump(_ x: inout Int, by k: Int) { x += k }
enum G122Err: Error { case tooBig(Int), odd }
final class G122Counter { var count = 0; var dirty = false }
func G122armR1(_ m: G122Model, _ c: G122Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R1 fired"); if c.count < 3 { G122armR1(m, c) } }
  print("R1 armed, read \(v)")
}
@MainActor func program122() async {
  print("— program 122")
  let m = G122Model()
  let n = G122Model()
  let solo = G122Model()
  let echo = G122Model()
  m.b -= 1; m[0] += 1; m.name = "s2"
  m.d = .nan
  let cR1 = G122Counter()
  G122armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  n.opt = nil; m.dict["k"] = 3
  print("state: \(m.total) \(n.bag)")
  withObservationTracking { _ = m.total; _ = m[1] } onChange: { print("T2 fired, sees \(m.total)") }
  withObservationTracking { _ = n.b } onChange: { print("T3 fired, sees \(n.b)") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.items[1].q }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.opt; _ = m.items[1].q; _ = m.summary } onChange: { print("T5 fired, sees \(m.opt)") }
  let cW6 = G122Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m[0] += 1; m.d += 1
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 122: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.d) \((m.dict["k"] ?? 0)) \(m[0])")
}

await program122()
