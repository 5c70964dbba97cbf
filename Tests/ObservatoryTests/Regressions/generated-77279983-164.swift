//: # Generated programs 164..<165, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 164
struct G164Point: Equatable { var x = 0 }
struct G164Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G164Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G164Ref, r: G164Ref) -> Bool { l.v == r.v } }
@Observable final class G164Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var bag = G164Bag()
  @ObservationIgnored var ignored = 0
  var ref = G164Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G164Mode.idle
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G164Mode { case idle, busy }
enum G164Job { case none, run(Int) }
enum G164Level: Int, CaseIterable { case low = 1, mid, high }
extension G164Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G164bump(_ x: inout Int, by k: Int) { x += k }
enum G164Err: Error { case tooBig(Int), odd }
final class G164Counter { var count = 0; var dirty = false }
@MainActor func program164() async {
  print("— program 164")
  let m = G164Model()
  let n = G164Model()
  let solo = G164Model()
  let echo = G164Model()
  print("state: \(m.cached) \(n.mode)")
  withObservationTracking { _ = m.tags.count; _ = m.cached } onChange: { print("T1 fired, sees \(m.tags.count)") }
  withObservationTracking { _ = n.ignored } onChange: { print("T2 fired, sees \(n.ignored)") }
  let loopL3 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L3 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m.w; _ = m.bag } onChange: { print("T4 fired, sees \(m.name)") }
  let cW5 = G164Counter()
  withObservationTracking { _ = (m.flag ? m.a : m.b) } willSet: { t in cW5.count += 1; print("W5 willSet \((m.flag ? m.a : m.b))"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \((m.flag ? m.a : m.b))") }
  m.cached = 0; m.bag.n += 1
  withObservationTracking { _ = m.flag; _ = (m.span.lo + m.span.hi) } onChange: { print("T6 fired, sees \(m.flag)") }
  withObservationTracking { _ = m.ref.v } onChange: { print("T7 fired, sees \(m.ref.v)") }
  let vT8 = withObservationTracking { _ = n.w; _ = n.bag; _ = n.tags.count; return n.w } onChange: { print("T8 fired, sees \(n.w)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  let cL9 = G164Counter()
  let loopL9 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L9 got \(v)"); if cL9.count < 2 { cL9.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI10 = Observations({ m.total + m.a })
  m.span.hi = 3
  var itI10 = obsI10.makeAsyncIterator()
  m.opt = 1
  print("I10 first \(await itI10.next()!)")
  m.a += 0
  print("I10 next \(await itI10.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 164: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.bag) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.span.hi) \(m.tags.sorted()) \(m.cached)")
}

await program164()
