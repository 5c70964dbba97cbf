//: # Generated programs 137..<138, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 137
struct G137Point: Equatable { var x = 0 }
struct G137Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G137Item { var q = 2 }
final class G137Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G137Ref, r: G137Ref) -> Bool { l.v == r.v } }
@Observable final class G137Model {
  var a = 2
  var b = 0
  var total: Int { a + b }
  var opt: Int? = nil
  var item = G137Item()
  @ObservationIgnored var ignored = 0
  var ref = G137Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G137Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G137Mode { case idle, busy }
enum G137Job { case none, run(Int) }
enum G137Level: Int, CaseIterable { case low = 1, mid, high }
extension G137Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G137bump(_ x: inout Int, by k: Int) { x += k }
enum G137Err: Error { case tooBig(Int), odd }
final class G137Counter { var count = 0; var dirty = false }
@MainActor func program137() async {
  print("— program 137")
  let m = G137Model()
  let n = G137Model()
  let solo = G137Model()
  let echo = G137Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { withObservationTracking { _ = m.w } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  let cE2 = G137Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  let cW3 = G137Counter()
  withObservationTracking { _ = (m.a + m.item.q) } willSet: { t in cW3.count += 1; print("W3 willSet \((m.a + m.item.q))"); if cW3.count >= 3 { t.cancel() } } didSet: { _ in print("W3 didSet \((m.a + m.item.q))") }
  let vT4 = withObservationTracking { _ = m.d; _ = m.opt; return m.d } onChange: { print("T4 fired, sees \(m.d)") }
  print("T4 read \(vT4)")
  m.ref = G137Ref(m.ref.v); m.opt = 0
  let vT5 = withObservationTracking { _ = m.a; _ = m.dict.count; _ = m.ignored; return m.a } onChange: { print("T5 fired, sees \(m.a)") }
  print("T5 read \(vT5)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 137: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0])")
}

await program137()
