//: # Generated programs 126..<127, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 126
struct G126Point: Equatable { var x = 0 }
struct G126Bag { var n = 0 }
final class G126Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G126Ref, r: G126Ref) -> Bool { l.v == r.v } }
@Observable final class G126Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G126Point] = [G126Point(), G126Point()]
  var ref = G126Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G126Mode { case idle, busy }
enum G126Job { case none, run(Int) }
enum G126Level: Int, CaseIterable { case low = 1, mid, high }
extension G126Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G126bump(_ x: inout Int, by k: Int) { x += k }
enum G126Err: Error { case tooBig(Int), odd }
final class G126Counter { var count = 0; var dirty = false }
@MainActor func program126() async {
  print("— program 126")
  let m = G126Model()
  let n = G126Model()
  let solo = G126Model()
  let echo = G126Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = (m.price * 3); _ = m.arr.count } onChange: { print("T1 fired, sees \((m.price * 3))") }
  n.price += 0.1
  withObservationTracking { withObservationTracking { _ = m.total } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G126Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G126Counter()
  withObservationTracking { _ = m.cached } willSet: { t in cW4.count += 1; print("W4 willSet \(m.cached)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.cached)") }
  let vT5 = withObservationTracking { _ = (m.price * 3); _ = m.d; return (m.price * 3) } onChange: { print("T5 fired, sees \((m.price * 3))") }
  print("T5 read \(vT5)")
  m.cached = 3; m.a = 0
  let vT6 = withObservationTracking { _ = m.a; _ = m.arr[1]; _ = m.a; return m.a } onChange: { print("T6 fired, sees \(m.a)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 126: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.ref.v) \(m.w) \(m.d) \(m[0]) \(m.price) \(m.cached)")
}

await program126()
