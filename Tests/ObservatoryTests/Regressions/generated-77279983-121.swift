//: # Generated programs 121..<122, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 121
struct G121Point: Equatable { var x = 0 }
struct G121Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G121Item { var q = 1 }
final class G121Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G121Ref, r: G121Ref) -> Bool { l.v == r.v } }
@Observable final class G121Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var points: [G121Point] = [G121Point(), G121Point()]
  var item = G121Item()
  @ObservationIgnored var ignored = 0
  var ref = G121Ref(0)
  var dict: [String: Int] = [:]
  var level = G121Level.low
  var tags: Set<Int> = [1, 2]
}
enum G121Mode { case idle, busy }
enum G121Job { case none, run(Int) }
enum G121Level: Int, CaseIterable { case low = 1, mid, high }
extension G121Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G121bump(_ x: inout Int, by k: Int) { x += k }
enum G121Err: Error { case tooBig(Int), odd }
final class G121Counter { var count = 0; var dirty = false }
@MainActor func program121() async {
  print("— program 121")
  let m = G121Model()
  let n = G121Model()
  let solo = G121Model()
  let echo = G121Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points; _ = m.total } onChange: { print("T1 fired, sees \(m.points)") }
  n.flag.toggle()
  withObservationTracking { withObservationTracking { _ = (m.a + m.item.q) } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let cE3 = G121Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  let cW4 = G121Counter()
  withObservationTracking { _ = m.arr.count } willSet: { t in cW4.count += 1; print("W4 willSet \(m.arr.count)"); if cW4.count >= 3 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.arr.count)") }
  let vT5 = withObservationTracking { _ = m.name; _ = m.summary; return m.name } onChange: { print("T5 fired, sees \(m.name)") }
  print("T5 read \(vT5)")
  m.points[1] = G121Point(); m.flag.toggle()
  let vT6 = withObservationTracking { _ = m.a; _ = m.ref.v; _ = m.points[0].x; return m.a } onChange: { print("T6 fired, sees \(m.a)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 121: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.item.q) \(m.ignored) \(m.ref.v) \((m.dict["k"] ?? 0)) \(m.level) \(m.tags.sorted())")
}

await program121()
