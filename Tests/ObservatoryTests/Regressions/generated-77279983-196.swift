//: # Generated programs 196..<197, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 196
struct G196Point: Equatable { var x = 0 }
struct G196Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G196Item { var q = 3; deinit { print("G196Item deinit") } }
final class G196Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G196Ref, r: G196Ref) -> Bool { l.v == r.v } }
@Observable final class G196Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var item = G196Item()
  var items: [G196Item] = [G196Item(), G196Item()]
  @ObservationIgnored var ignored = 0
  var ref = G196Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G196Mode.idle
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G196Mode { case idle, busy }
enum G196Job { case none, run(Int) }
enum G196Level: Int, CaseIterable { case low = 1, mid, high }
extension G196Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G196bump(_ x: inout Int, by k: Int) { x += k }
enum G196Err: Error { case tooBig(Int), odd }
final class G196Counter { var count = 0; var dirty = false }
func G196armR7(_ m: G196Model, _ c: G196Counter) {
  let v = withObservationTracking { m.ignored } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G196armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program196() async {
  print("— program 196")
  let m = G196Model()
  let n = G196Model()
  let solo = G196Model()
  let echo = G196Model()
  let cW1 = G196Counter()
  withObservationTracking { _ = m.items.count } willSet: { t in cW1.count += 1; print("W1 willSet \(m.items.count)"); if cW1.count >= 4 { t.cancel() } } didSet: { _ in print("W1 didSet \(m.items.count)") }
  withObservationTracking { _ = m.b; withObservationTracking { _ = m.opt } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW3 = G196Counter()
  withObservationTracking { _ = (m.opt ?? -1) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.opt ?? -1))"); if cW3.count >= 1 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.opt ?? -1))") }
  withObservationTracking { _ = m.total; _ = m.tags.sorted() } onChange: { print("T4 fired, sees \(m.total)") }
  n.a += 0; m.item = G196Item(); n.ref = G196Ref(n.ref.v)
  let loopL5 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) + m.item.q }) { print("L5 got \(v)") } }
  let vT6 = withObservationTracking { _ = m.a; return m.a } onChange: { print("T6 fired, sees \(m.a)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR7 = G196Counter()
  G196armR7(m, cR7)
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 196: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m[0]) \(m.tags.sorted())")
}

await program196()
