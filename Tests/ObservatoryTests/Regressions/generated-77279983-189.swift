//: # Generated programs 189..<190, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 189
struct G189Point: Equatable { var x = 0 }
struct G189Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G189Item { var q = 3; deinit { print("G189Item deinit") } }
final class G189Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G189Ref, r: G189Ref) -> Bool { l.v == r.v } }
@Observable final class G189Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G189Point] = [G189Point(), G189Point()]
  var bag = G189Bag()
  var items: [G189Item] = [G189Item(), G189Item()]
  var ref = G189Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G189Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G189Mode { case idle, busy }
enum G189Job { case none, run(Int) }
enum G189Level: Int, CaseIterable { case low = 1, mid, high }
extension G189Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G189bump(_ x: inout Int, by k: Int) { x += k }
enum G189Err: Error { case tooBig(Int), odd }
final class G189Counter { var count = 0; var dirty = false }
func G189armR1(_ m: G189Model, _ c: G189Counter) {
  let v = withObservationTracking { m[0] } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G189armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
@MainActor func program189() async {
  print("— program 189")
  let m = G189Model()
  let n = G189Model()
  let solo = G189Model()
  let echo = G189Model()
  let cR1 = G189Counter()
  G189armR1(m, cR1)
  switch (m.a, m.b) { case (0, let y): print("F2 zero, \(y)"); case (let x, _) where x > 2: print("F2 big \(x)"); default: print("F2 other") }
  withObservationTracking { _ = m.items.count; _ = m.bag } onChange: { print("T3 fired, sees \(m.items.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  let cW4 = G189Counter()
  withObservationTracking { _ = m.dict.count } willSet: { t in cW4.count += 1; print("W4 willSet \(m.dict.count)"); if cW4.count >= 1 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.dict.count)") }
  if cR1.dirty { cR1.dirty = false; G189armR1(m, cR1) }
  withObservationTracking { _ = m.tags.sorted() } onChange: { print("T5 fired, sees \(m.tags.sorted())") }
  n.span.hi = 0; m.opt = 3; n.dict["k"] = 1
  let vT6 = withObservationTracking { _ = m.bag; return m.bag } onChange: { print("T6 fired, sees \(m.bag)") }
  print("T6 read \(vT6)")
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F7 fired, m is \(m == nil ? "gone" : "here")") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 189: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0]) \(m.tags.sorted())")
}

await program189()
