//: # Generated programs 112..<113, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 112
struct G112Point: Equatable { var x = 0 }
struct G112Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G112Item { var q = 1 }
final class G112Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G112Ref, r: G112Ref) -> Bool { l.v == r.v } }
@Observable final class G112Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var bag = G112Bag()
  var items: [G112Item] = [G112Item(), G112Item()]
  var ref = G112Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G112Job.none
  var d = 0.5
  var level = G112Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
}
enum G112Mode { case idle, busy }
enum G112Job { case none, run(Int) }
enum G112Level: Int, CaseIterable { case low = 1, mid, high }
extension G112Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G112bump(_ x: inout Int, by k: Int) { x += k }
enum G112Err: Error { case tooBig(Int), odd }
final class G112Counter { var count = 0; var dirty = false }
@MainActor func program112() async {
  print("— program 112")
  let m = G112Model()
  let n = G112Model()
  let solo = G112Model()
  let echo = G112Model()
  withObservationTracking { withObservationTracking { _ = m.level } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.d; _ = m.total } onChange: { print("T2 fired, sees \(m.d)") }
  n.d = 1.5
  withObservationTracking { withObservationTracking { _ = m.items.count } onChange: { print("N3 inner fired") } } onChange: { print("N3 outer fired") }
  let cE4 = G112Counter()
  withObservationTracking { _ = solo.b } onChange: { cE4.count += 1; let d = cE4.count; print("E4 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E4 exit \(d)") }
  solo.b = 1004
  print("E4 after: \(solo.b) calls \(cE4.count)")
  let cW5 = G112Counter()
  withObservationTracking { _ = m.arr.count } willSet: { t in cW5.count += 1; print("W5 willSet \(m.arr.count)"); if cW5.count >= 3 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.arr.count)") }
  let vT6 = withObservationTracking { _ = m.flag; _ = m.arr; return m.flag } onChange: { print("T6 fired, sees \(m.flag)") }
  print("T6 read \(vT6)")
  m[0] += 1; m.items[1] = G112Item()
  let vT7 = withObservationTracking { _ = m.a; _ = m.w; _ = m.bag.n; return m.a } onChange: { print("T7 fired, sees \(m.a)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M8 fired") }
  let loopL9 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L9 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 112: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \(m.d) \(m.level) \(m[0]) \(m.tags.sorted())")
}

await program112()
