//: # Generated programs 156..<157, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 156
struct G156Point: Equatable { var x = 0 }
struct G156Bag { var n = 0 }
@Observable final class G156Item { var q = 3; deinit { print("G156Item deinit") } }
final class G156Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G156Ref, r: G156Ref) -> Bool { l.v == r.v } }
@Observable final class G156Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G156Bag()
  var items: [G156Item] = [G156Item(), G156Item()]
  @ObservationIgnored var ignored = 0
  var ref = G156Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G156Mode { case idle, busy }
enum G156Job { case none, run(Int) }
enum G156Level: Int, CaseIterable { case low = 1, mid, high }
extension G156Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G156bump(_ x: inout Int, by k: Int) { x += k }
enum G156Err: Error { case tooBig(Int), odd }
final class G156Counter { var count = 0; var dirty = false }
@MainActor func program156() async {
  print("— program 156")
  let m = G156Model()
  let n = G156Model()
  let solo = G156Model()
  let echo = G156Model()
  try? await Task.sleep(for: .milliseconds(50))
  let vT1 = withObservationTracking { _ = m[1]; _ = m.price; return m[1] } onChange: { print("T1 fired, sees \(m[1])") }
  print("T1 read \(vT1)")
  let vT2 = withObservationTracking { _ = m[1]; _ = m.ref.v; _ = m.span.hi; return m[1] } onChange: { print("T2 fired, sees \(m[1])") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let loopL4 = Task { @MainActor in for await v in Observations({ m.b }) { print("L4 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.opt; _ = m.tags.count; _ = m.tags.sorted() } onChange: { print("T5 fired, sees \(m.opt)") }
  let cW6 = G156Counter()
  withObservationTracking { _ = m.a } willSet: { t in cW6.count += 1; print("W6 willSet \(m.a)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.a)") }
  m.b -= 1; m[0] += 1
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 156: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.d) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program156()
