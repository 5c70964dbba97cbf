//: # Generated programs 171..<172, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 171
struct G171Point: Equatable { var x = 0 }
struct G171Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G171Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G171Ref, r: G171Ref) -> Bool { l.v == r.v } }
@Observable final class G171Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G171Point] = [G171Point(), G171Point()]
  var ref = G171Ref(0)
  var mode = G171Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G171Mode { case idle, busy }
enum G171Job { case none, run(Int) }
enum G171Level: Int, CaseIterable { case low = 1, mid, high }
extension G171Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G171bump(_ x: inout Int, by k: Int) { x += k }
enum G171Err: Error { case tooBig(Int), odd }
final class G171Counter { var count = 0; var dirty = false }
@MainActor func program171() async {
  print("— program 171")
  let m = G171Model()
  let n = G171Model()
  let solo = G171Model()
  let echo = G171Model()
  let cW1 = G171Counter()
  withObservationTracking { _ = (m.opt ?? -1) } willSet: { t in cW1.count += 1; print("W1 willSet \((m.opt ?? -1))"); if cW1.count >= 3 { t.cancel() } } didSet: { _ in print("W1 didSet \((m.opt ?? -1))") }
  withObservationTracking { m.b += 0 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.total; _ = m.arr.count } onChange: { print("T3 fired, sees \(m.total)") }
  let obsI4 = Observations({ m.arr.count + m.a })
  var itI4 = obsI4.makeAsyncIterator()
  print("I4 first \(await itI4.next()!)")
  m.a += 0
  print("I4 next \(await itI4.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr; _ = m.points[0].x; _ = m.opt } onChange: { print("T5 fired, sees \(m.arr)") }
  let cW6 = G171Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW6.count += 1; print("W6 willSet \(m.total)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.total)") }
  m.cached = 0; m.arr.append(0)
  withObservationTracking { _ = m.mode; _ = m.arr.count } onChange: { print("T7 fired, sees \(m.mode)") }
  withObservationTracking { _ = m.span.hi } onChange: { print("T8 fired, sees \(m.span.hi)") }
  let vT9 = withObservationTracking { _ = (n.flag ? n.a : n.b); _ = n.opt; _ = n.a; return (n.flag ? n.a : n.b) } onChange: { print("T9 fired, sees \((n.flag ? n.a : n.b))") }
  print("T9 read \(vT9)")
  let cL10 = G171Counter()
  let loopL10 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L10 got \(v)"); if cL10.count < 2 { cL10.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 171: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.ref.v) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.cached)")
}

await program171()
