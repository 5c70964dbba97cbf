//: # Generated programs 4..<5, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 4
struct G4Point: Equatable { var x = 0 }
struct G4Bag { var n = 0 }
final class G4Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G4Ref, r: G4Ref) -> Bool { l.v == r.v } }
@Observable final class G4Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var ref = G4Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G4Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G4Mode { case idle, busy }
enum G4Job { case none, run(Int) }
enum G4Level: Int, CaseIterable { case low = 1, mid, high }
extension G4Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G4bump(_ x: inout Int, by k: Int) { x += k }
enum G4Err: Error { case tooBig(Int), odd }
final class G4Counter { var count = 0; var dirty = false }
@MainActor func program4() async {
  print("— program 4")
  let m = G4Model()
  let n = G4Model()
  let solo = G4Model()
  let echo = G4Model()
  G4bump(&m.a, by: 0)
  withObservationTracking { withObservationTracking { _ = m.flag } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let loopL3 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.span.hi + (m.opt ?? -1)) }) { print("L3 got \(v)") }; print("L3 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL4 = G4Counter()
  let loopL4 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L4 got \(v)"); if cL4.count < 2 { cL4.count += 1; echo.a += 1 } } }
  print("F5 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M6 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.ref.v) \(n.b)")
  withObservationTracking { _ = m.b; _ = (m.span.lo + m.span.hi) } onChange: { print("T7 fired, sees \(m.b)") }
  withObservationTracking { _ = m.arr.count; _ = (m.opt ?? -1); _ = (m.opt ?? -1) } onChange: { print("T8 fired, sees \(m.arr.count)") }
  let vT9 = withObservationTracking { _ = m.opt; _ = m.arr[1]; return m.opt } onChange: { print("T9 fired, sees \(m.opt)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL10 = Task { @MainActor in for await v in Observations({ m.span.hi + m.w }) { print("L10 got \(v)") } }
  withObservationTracking { _ = n.a; _ = n.span.hi } onChange: { print("T11 fired, sees \(n.a)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL4.cancel(); _ = await loopL4.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 4: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.ref.v) \(m.w) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi)")
}

await program4()
