//: # Generated programs 188..<189, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 188
struct G188Point: Equatable { var x = 0 }
struct G188Bag { var n = 0 }
@Observable final class G188Item { var q = 1; deinit { print("G188Item deinit") } }
@Observable final class G188Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var bag = G188Bag()
  var item = G188Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G188Mode.idle
  var dict: [String: Int] = [:]
  var level = G188Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G188Mode { case idle, busy }
enum G188Job { case none, run(Int) }
enum G188Level: Int, CaseIterable { case low = 1, mid, high }
extension G188Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G188bump(_ x: inout Int, by k: Int) { x += k }
enum G188Err: Error { case tooBig(Int), odd }
final class G188Counter { var count = 0; var dirty = false }
func G188armR8(_ m: G188Model, _ c: G188Counter) {
  let v = withObservationTracking { m[1] } onChange: { c.count += 1; print("R8 fired"); if c.count < 3 { G188armR8(m, c) } }
  print("R8 armed, read \(v)")
}
@MainActor func program188() async {
  print("— program 188")
  let m = G188Model()
  let n = G188Model()
  let solo = G188Model()
  let echo = G188Model()
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  withObservationTracking { _ = m.a; withObservationTracking { _ = m.b } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  withObservationTracking { _ = (m.a + m.item.q); withObservationTracking { _ = m.price } onChange: { print("N3 inner fired") } } onChange: { print("N3 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW4 = G188Counter()
  withObservationTracking { _ = m.dict.count } willSet: { t in cW4.count += 1; print("W4 willSet \(m.dict.count)"); if cW4.count >= 1 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.dict.count)") }
  withObservationTracking { _ = m.level.rawValue; _ = m.tags.sorted() } onChange: { print("T5 fired, sees \(m.level.rawValue)") }
  m[0] = 0; m.arr.append(3); n.level = .high
  let loopL6 = Task { @MainActor in for await v in Observations({ m.b + m.item.q }) { print("L6 got \(v)") } }
  let vT7 = withObservationTracking { _ = m[1]; return m[1] } onChange: { print("T7 fired, sees \(m[1])") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR8 = G188Counter()
  G188armR8(m, cR8)
  withObservationTracking { _ = m.a; _ = m.price; _ = m[1] } onChange: { print("T9 fired, sees \(m.a)") }
  let vT10 = withObservationTracking { _ = (m.a + m.item.q); _ = m.item.q; _ = m.bag; return (m.a + m.item.q) } onChange: { print("T10 fired, sees \((m.a + m.item.q))") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 188: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.bag) \(m.item.q) \(m.ignored) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program188()
