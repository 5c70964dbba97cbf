//: # Generated programs 166..<167, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 166
struct G166Point: Equatable { var x = 0 }
struct G166Bag { var n = 0 }
@Observable final class G166Item { var q = 1; deinit { print("G166Item deinit") } }
final class G166Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G166Ref, r: G166Ref) -> Bool { l.v == r.v } }
@Observable final class G166Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var item = G166Item()
  var items: [G166Item] = [G166Item(), G166Item()]
  @ObservationIgnored var ignored = 0
  var ref = G166Ref(0)
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G166Mode { case idle, busy }
enum G166Job { case none, run(Int) }
enum G166Level: Int, CaseIterable { case low = 1, mid, high }
extension G166Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G166bump(_ x: inout Int, by k: Int) { x += k }
enum G166Err: Error { case tooBig(Int), odd }
final class G166Counter { var count = 0; var dirty = false }
@MainActor func program166() async {
  print("— program 166")
  let m = G166Model()
  let n = G166Model()
  let solo = G166Model()
  let echo = G166Model()
  let vT1 = withObservationTracking { _ = m.ref.v; _ = (m.span.lo + m.span.hi); return m.ref.v } onChange: { print("T1 fired, sees \(m.ref.v)") }
  print("T1 read \(vT1)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.items.count; _ = m.items.count } onChange: { print("T2 fired, sees \(m.items.count)") }
  let obsI3 = Observations({ (m.span.lo + m.span.hi) + m.a })
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr; _ = m.arr[1]; _ = m.summary } onChange: { print("T4 fired, sees \(m.arr)") }
  let cW5 = G166Counter()
  withObservationTracking { _ = m.arr.count } willSet: { t in cW5.count += 1; print("W5 willSet \(m.arr.count)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.arr.count)") }
  m.arr[2] = 0; m.a = 0
  withObservationTracking { _ = m.price; _ = m.arr.count } onChange: { print("T6 fired, sees \(m.price)") }
  withObservationTracking { _ = (m.dict["k"] ?? 0) } onChange: { print("T7 fired, sees \((m.dict["k"] ?? 0))") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 166: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program166()
