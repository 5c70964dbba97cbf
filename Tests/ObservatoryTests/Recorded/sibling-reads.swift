//: # Generated programs 5 (shrunk from 30 to 6 statements), seed 875773896
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.
//: Its events differed: the two onChange callbacks of line 58's write read into the tracking that
//: write runs in, and which of them reads a property first depends on their order (R13).

// ── program 5
struct G5Point: Equatable { var x = 0 }
struct G5Bag { var n = 0 }
@Observable final class G5Item { var q = 1 }
final class G5Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G5Ref, r: G5Ref) -> Bool { l.v == r.v } }
@Observable final class G5Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G5Point] = [G5Point(), G5Point()]
  var bag = G5Bag()
  var item = G5Item()
  var items: [G5Item] = [G5Item(), G5Item()]
  @ObservationIgnored var ignored = 0
  var ref = G5Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G5Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G5Level.low
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G5Mode { case idle, busy }
enum G5Job { case none, run(Int) }
enum G5Level: Int, CaseIterable { case low = 1, mid, high }
extension G5Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G5bump(_ x: inout Int, by k: Int) { x += k }
enum G5Err: Error { case tooBig(Int), odd }
final class G5Counter { var count = 0; var dirty = false }
func G5armR2(_ m: G5Model, _ c: G5Counter) {
  let v = withObservationTracking { (m.dict["k"] ?? 0) } onChange: { print("R2 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G5armR2(m, c) } } }
  print("R2 armed, read \(v)")
}
func G5armR3(_ m: G5Model, _ c: G5Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G5armR3(m, c) } }
  print("R3 armed, read \(v)")
}
func G5armR9(_ m: G5Model, _ c: G5Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R9 fired"); if c.count < 3 { G5armR9(m, c) } }
  print("R9 armed, read \(v)")
}
@MainActor func program5() async {
  print("— program 5")
  let m = G5Model()
  let cR3 = G5Counter()
  G5armR3(m, cR3)
  let vT6 = withObservationTracking { _ = (m.a + m.item.q); _ = m.arr; _ = m.arr; return (m.a + m.item.q) } onChange: { print("T6 fired, sees \((m.a + m.item.q))") }
  withObservationTracking { m.a += 1 } onChange: { print("M10 fired") }
}

await program5()
