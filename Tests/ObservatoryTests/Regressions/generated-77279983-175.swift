//: # Generated programs 175..<176, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 175
struct G175Point: Equatable { var x = 0 }
struct G175Bag { var n = 0 }
@Observable final class G175Item { var q = 2; deinit { print("G175Item deinit") } }
final class G175Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G175Ref, r: G175Ref) -> Bool { l.v == r.v } }
@Observable final class G175Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var bag = G175Bag()
  var items: [G175Item] = [G175Item(), G175Item()]
  var ref = G175Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G175Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G175Mode { case idle, busy }
enum G175Job { case none, run(Int) }
enum G175Level: Int, CaseIterable { case low = 1, mid, high }
extension G175Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G175bump(_ x: inout Int, by k: Int) { x += k }
enum G175Err: Error { case tooBig(Int), odd }
final class G175Counter { var count = 0; var dirty = false }
@MainActor func program175() async {
  print("— program 175")
  let m = G175Model()
  let n = G175Model()
  let solo = G175Model()
  let echo = G175Model()
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.ref.v; _ = m.total } onChange: { print("T2 fired, sees \(m.ref.v)") }
  let obsI3 = Observations({ m.a + m.a })
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.name; _ = m.tags.count; _ = m.tags.sorted() } onChange: { print("T4 fired, sees \(m.name)") }
  let cW5 = G175Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW5.count += 1; print("W5 willSet \(m.total)"); if cW5.count >= 4 { t.cancel() } } didSet: { _ in print("W5 didSet \(m.total)") }
  m.price = m.price; m.items[1] = G175Item()
  withObservationTracking { _ = m.bag; _ = m.b } onChange: { print("T6 fired, sees \(m.bag)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 175: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program175()
