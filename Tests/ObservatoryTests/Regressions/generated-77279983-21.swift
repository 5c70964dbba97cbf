//: # Generated programs 21..<22, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 21
struct G21Point: Equatable { var x = 0 }
struct G21Bag { var n = 0 }
@Observable final class G21Item { var q = 2; deinit { print("G21Item deinit") } }
final class G21Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G21Ref, r: G21Ref) -> Bool { l.v == r.v } }
@Observable final class G21Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var bag = G21Bag()
  var item = G21Item()
  var ref = G21Ref(0)
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G21Mode { case idle, busy }
enum G21Job { case none, run(Int) }
enum G21Level: Int, CaseIterable { case low = 1, mid, high }
extension G21Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G21bump(_ x: inout Int, by k: Int) { x += k }
enum G21Err: Error { case tooBig(Int), odd }
final class G21Counter { var count = 0; var dirty = false }
@MainActor func program21() async {
  print("— program 21")
  let m = G21Model()
  let n = G21Model()
  let solo = G21Model()
  let echo = G21Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL1 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.a + m.total) }) { print("L1 got \(v)") }; print("L1 finished") }
  withObservationTracking { _ = m.bag.n } onChange: { print("T2 fired, sees \(m.bag.n)") }
  m.price = m.price; m.d += 1
  withObservationTracking { _ = m.price; _ = m.span.hi; _ = m.d } onChange: { print("T3 fired, sees \(m.price)") }
  G21bump(&m.a, by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.a) \((n.price * 3))")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL5 = Task { @MainActor in for await v in Observations({ m.a + m.total }) { print("L5 got \(v)") } }
  withObservationTracking { _ = (n.span.lo + n.span.hi); _ = n.bag.n } onChange: { print("T6 fired, sees \((n.span.lo + n.span.hi))") }
  let vT7 = withObservationTracking { _ = n.bag; return n.bag } onChange: { print("T7 fired, sees \(n.bag)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  let loopL8 = Task { @MainActor in for await v in Observations({ m.ref.v }) { print("L8 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  m.tags.insert(0); m.a = 2
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL5.cancel(); _ = await loopL5.value
  loopL8.cancel(); _ = await loopL8.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 21: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.bag) \(m.item.q) \(m.ref.v) \(m.d) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program21()
