//: # Generated programs 154..<155, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 154
struct G154Point: Equatable { var x = 0 }
struct G154Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G154Item { var q = 2 }
final class G154Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G154Ref, r: G154Ref) -> Bool { l.v == r.v } }
@Observable final class G154Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var points: [G154Point] = [G154Point(), G154Point()]
  var bag = G154Bag()
  var items: [G154Item] = [G154Item(), G154Item()]
  var ref = G154Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G154Mode.idle
  var job = G154Job.none
  var level = G154Level.low
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G154Mode { case idle, busy }
enum G154Job { case none, run(Int) }
enum G154Level: Int, CaseIterable { case low = 1, mid, high }
extension G154Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G154bump(_ x: inout Int, by k: Int) { x += k }
enum G154Err: Error { case tooBig(Int), odd }
final class G154Counter { var count = 0; var dirty = false }
@MainActor func program154() async {
  print("— program 154")
  let m = G154Model()
  let n = G154Model()
  let solo = G154Model()
  let echo = G154Model()
  withObservationTracking { withObservationTracking { _ = m.items[1].q } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  let vT2 = withObservationTracking { _ = m.items.count; _ = m.tags.count; return m.items.count } onChange: { print("T2 fired, sees \(m.items.count)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = m.a } onChange: { print("T3 fired, sees \(m.a)") }
  let obsI4 = Observations({ m.items.count + m.a })
  var itI4 = obsI4.makeAsyncIterator()
  print("I4 first \(await itI4.next()!)")
  m.a += 0
  print("I4 next \(await itI4.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.mode; _ = m.cached; _ = m.tags.sorted() } onChange: { print("T5 fired, sees \(m.mode)") }
  let cW6 = G154Counter()
  withObservationTracking { _ = m.bag.n } willSet: { t in cW6.count += 1; print("W6 willSet \(m.bag.n)"); if cW6.count >= 4 { t.cancel() } } didSet: { _ in print("W6 didSet \(m.bag.n)") }
  m.level = .high; m.price = 2.25
  withObservationTracking { _ = m.level; _ = m.a } onChange: { print("T7 fired, sees \(m.level)") }
  withObservationTracking { _ = m.ref.v } onChange: { print("T8 fired, sees \(m.ref.v)") }
  let vT9 = withObservationTracking { _ = n.b; _ = (n.price * 3); _ = n.w; return n.b } onChange: { print("T9 fired, sees \(n.b)") }
  print("T9 read \(vT9)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 154: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.points) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.level) \(m.tags.sorted()) \(m.price) \(m.cached)")
}

await program154()
