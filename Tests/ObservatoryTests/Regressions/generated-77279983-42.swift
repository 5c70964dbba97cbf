//: # Generated programs 42..<43, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 42
struct G42Point: Equatable { var x = 0 }
struct G42Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G42Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G42Ref, r: G42Ref) -> Bool { l.v == r.v } }
@Observable final class G42Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var bag = G42Bag()
  var ref = G42Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G42Mode.idle
  var job = G42Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G42Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G42Mode { case idle, busy }
enum G42Job { case none, run(Int) }
enum G42Level: Int, CaseIterable { case low = 1, mid, high }
extension G42Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G42bump(_ x: inout Int, by k: Int) { x += k }
enum G42Err: Error { case tooBig(Int), odd }
final class G42Counter { var count = 0; var dirty = false }
func G42armR2(_ m: G42Model, _ c: G42Counter) {
  let v = withObservationTracking { m.dict.count } onChange: { print("R2 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G42armR2(m, c) } } }
  print("R2 armed, read \(v)")
}
func G42armR8(_ m: G42Model, _ c: G42Counter) {
  let v = withObservationTracking { m.ref.v } onChange: { print("R8 fired"); c.dirty = true }
  print("R8 armed, read \(v)")
}
@MainActor func program42() async {
  print("— program 42")
  let m = G42Model()
  let n = G42Model()
  let solo = G42Model()
  let echo = G42Model()
  m.mode = .idle; m.w += 1
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = (m.dict["k"] ?? 0); _ = m.d } onChange: { print("T1 fired, sees \(m.a)") }
  let cR2 = G42Counter()
  G42armR2(m, cR2)
  try? await Task.sleep(for: .milliseconds(50))
  m.a += 0; m.bag = G42Bag()
  let cE3 = G42Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b = 1003
  print("E3 after: \(solo.b) calls \(cE3.count)")
  print("state: \(m.a) \(n.total)")
  withObservationTracking { _ = m.a; _ = m[0] } onChange: { print("T4 fired, sees \(m.a)") }
  G42bump(&m.a, by: 2)
  let cE6 = G42Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b = 1006
  print("E6 after: \(solo.b) calls \(cE6.count)")
  if case let .run(k)? = Optional(G42Job.run(m.a)), k > 0 { print("F7 run \(k)") } else { print("F7 not running") }
  let cR8 = G42Counter()
  G42armR8(m, cR8)
  withObservationTracking { m.a += 1 } onChange: { print("M9 fired") }
  let cE10 = G42Counter()
  withObservationTracking { _ = solo.b } onChange: { cE10.count += 1; let d = cE10.count; print("E10 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E10 exit \(d)") }
  solo.b = 1010
  print("E10 after: \(solo.b) calls \(cE10.count)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 42: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.bag) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m[0])")
}

await program42()
