//: # Generated programs 173..<174, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 173
struct G173Point: Equatable { var x = 0 }
struct G173Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G173Item { var q = 2; deinit { print("G173Item deinit") } }
final class G173Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G173Ref, r: G173Ref) -> Bool { l.v == r.v } }
@Observable final class G173Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var items: [G173Item] = [G173Item(), G173Item()]
  var ref = G173Ref(0)
  var mode = G173Mode.idle
  var job = G173Job.none
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G173Mode { case idle, busy }
enum G173Job { case none, run(Int) }
enum G173Level: Int, CaseIterable { case low = 1, mid, high }
extension G173Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G173bump(_ x: inout Int, by k: Int) { x += k }
enum G173Err: Error { case tooBig(Int), odd }
final class G173Counter { var count = 0; var dirty = false }
@MainActor func program173() async {
  print("— program 173")
  let m = G173Model()
  let n = G173Model()
  let solo = G173Model()
  let echo = G173Model()
  let vT1 = withObservationTracking { _ = (m.opt ?? -1); return (m.opt ?? -1) } onChange: { print("T1 fired, sees \((m.opt ?? -1))") }
  print("T1 read \(vT1)")
  m.a += 0
  withObservationTracking { m.b = 7 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m.cached; _ = m.mode } onChange: { print("T3 fired, sees \(m.name)") }
  let cW4 = G173Counter()
  withObservationTracking { _ = (m.opt ?? -1) } willSet: { t in cW4.count += 1; print("W4 willSet \((m.opt ?? -1))"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \((m.opt ?? -1))") }
  m.tags.remove(1); m.dict = [:]
  withObservationTracking { _ = m.flag; _ = m.a } onChange: { print("T5 fired, sees \(m.flag)") }
  withObservationTracking { _ = m.ref.v } onChange: { print("T6 fired, sees \(m.ref.v)") }
  let vT7 = withObservationTracking { _ = n.b; _ = n.mode; _ = (n.dict["k"] ?? 0); return n.b } onChange: { print("T7 fired, sees \(n.b)") }
  print("T7 read \(vT7)")
  let cL8 = G173Counter()
  let loopL8 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L8 got \(v)"); if cL8.count < 2 { cL8.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI9 = Observations({ (m.opt ?? -1) + m.a })
  m.dict["j"] = 3
  var itI9 = obsI9.makeAsyncIterator()
  m.flag.toggle()
  print("I9 first \(await itI9.next()!)")
  m.a += 0
  print("I9 next \(await itI9.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 173: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.tags.sorted()) \(m.cached)")
}

await program173()
