//: # Generated programs 8..<9, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 8
struct G8Point: Equatable { var x = 0 }
struct G8Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G8Item { var q = 2; deinit { print("G8Item deinit") } }
final class G8Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G8Ref, r: G8Ref) -> Bool { l.v == r.v } }
@Observable final class G8Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var bag = G8Bag()
  var item = G8Item()
  @ObservationIgnored var ignored = 0
  var ref = G8Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G8Job.none
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G8Mode { case idle, busy }
enum G8Job { case none, run(Int) }
enum G8Level: Int, CaseIterable { case low = 1, mid, high }
extension G8Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G8bump(_ x: inout Int, by k: Int) { x += k }
enum G8Err: Error { case tooBig(Int), odd }
final class G8Counter { var count = 0; var dirty = false }
@MainActor func program8() async {
  print("— program 8")
  let m = G8Model()
  let n = G8Model()
  let solo = G8Model()
  let echo = G8Model()
  G8bump(&m.a, by: 0)
  withObservationTracking { withObservationTracking { _ = m.tags.sorted() } onChange: { print("N2 inner fired") } } onChange: { print("N2 outer fired") }
  let loopL3 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.w + m.bag.n) }) { print("L3 got \(v)") }; print("L3 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  let cL4 = G8Counter()
  let loopL4 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L4 got \(v)"); if cL4.count < 2 { cL4.count += 1; echo.a += 1 } } }
  print("F5 twice \(m.twice)"); m.raise(by: 3)
  withObservationTracking { m.b = 7 } onChange: { print("M6 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.ignored) \((n.a + n.item.q))")
  withObservationTracking { _ = m.ref.v; _ = (m.a + m.item.q) } onChange: { print("T7 fired, sees \(m.ref.v)") }
  withObservationTracking { _ = m.bag.n; _ = m.tags.count; _ = (m.a + m.item.q) } onChange: { print("T8 fired, sees \(m.bag.n)") }
  let vT9 = withObservationTracking { _ = m.job; _ = m.ref.v; return m.job } onChange: { print("T9 fired, sees \(m.job)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL10 = Task { @MainActor in for await v in Observations({ m.a + m.total }) { print("L10 got \(v)") } }
  withObservationTracking { _ = n.w; _ = n.bag.n } onChange: { print("T11 fired, sees \(n.w)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  loopL4.cancel(); _ = await loopL4.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 8: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.w) \(m.job) \(m.tags.sorted()) \(m.price)")
}

await program8()
