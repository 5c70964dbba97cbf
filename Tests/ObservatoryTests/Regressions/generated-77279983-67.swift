//: # Generated programs 67..<68, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 67
struct G67Point: Equatable { var x = 0 }
struct G67Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G67Item { var q = 2; deinit { print("G67Item deinit") } }
@Observable final class G67Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var bag = G67Bag()
  var items: [G67Item] = [G67Item(), G67Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G67Mode.idle
  var d = 0.5
  var level = G67Level.low
  var price: Decimal = 1.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G67Mode { case idle, busy }
enum G67Job { case none, run(Int) }
enum G67Level: Int, CaseIterable { case low = 1, mid, high }
extension G67Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G67bump(_ x: inout Int, by k: Int) { x += k }
enum G67Err: Error { case tooBig(Int), odd }
final class G67Counter { var count = 0; var dirty = false }
@MainActor func program67() async {
  print("— program 67")
  let m = G67Model()
  let n = G67Model()
  let solo = G67Model()
  let echo = G67Model()
  let cW1 = G67Counter()
  withObservationTracking { _ = m.level.rawValue } willSet: { t in cW1.count += 1; print("W1 willSet \(m.level.rawValue)"); if cW1.count >= 3 { t.cancel() } } didSet: { _ in print("W1 didSet \(m.level.rawValue)") }
  print("state: \(m.a) \(n.name)")
  m.price = m.price; m.bag = G67Bag()
  let cE2 = G67Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b = 1002
  print("E2 after: \(solo.b) calls \(cE2.count)")
  print("state: \(m.items.count) \(n.total)")
  withObservationTracking { _ = m.level.rawValue; _ = m.items.count } onChange: { print("T3 fired, sees \(m.level.rawValue)") }
  G67bump(&m.a, by: 2)
  let cE5 = G67Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b = 1005
  print("E5 after: \(solo.b) calls \(cE5.count)")
  if case let .run(k)? = Optional(G67Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 67: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.bag) \(m.items[1].q) \(m.w) \(m.mode) \(m.d) \(m.level) \(m.price) \(m.cached)")
}

await program67()
