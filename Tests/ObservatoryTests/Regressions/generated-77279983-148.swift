//: # Generated programs 148..<149, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 148
struct G148Point: Equatable { var x = 0 }
struct G148Bag { var n = 0 }
@Observable final class G148Item { var q = 0 }
@Observable final class G148Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G148Bag()
  var item = G148Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G148Mode.idle
  var d = 0.5
  var level = G148Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G148Mode { case idle, busy }
enum G148Job { case none, run(Int) }
enum G148Level: Int, CaseIterable { case low = 1, mid, high }
extension G148Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G148bump(_ x: inout Int, by k: Int) { x += k }
enum G148Err: Error { case tooBig(Int), odd }
final class G148Counter { var count = 0; var dirty = false }
@MainActor func program148() async {
  print("— program 148")
  let m = G148Model()
  let n = G148Model()
  let solo = G148Model()
  let echo = G148Model()
  m.span.hi = 2
  try? await Task.sleep(for: .milliseconds(50))
  let vT1 = withObservationTracking { _ = (m.span.lo + m.span.hi); _ = m.summary; return (m.span.lo + m.span.hi) } onChange: { print("T1 fired, sees \((m.span.lo + m.span.hi))") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = (m.span.lo + m.span.hi); _ = m.a; _ = (m.a + m.item.q); return (m.span.lo + m.span.hi) } onChange: { print("T2 fired, sees \((m.span.lo + m.span.hi))") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.span.hi }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.tags.sorted(); _ = (m.opt ?? -1); _ = m.summary } onChange: { print("T5 fired, sees \(m.tags.sorted())") }
  let cW6 = G148Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW6.count += 1; print("W6 willSet \(m.arr[1])"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.arr[1])") }
  m.b -= 1; m.span = (lo: 0, hi: 0)
  withObservationTracking { _ = m.summary; _ = m.arr[1] } onChange: { print("T7 fired, sees \(m.summary)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 148: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.w) \(m.mode) \(m.d) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted())")
}

await program148()
