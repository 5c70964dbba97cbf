//: # Generated programs 45..<46, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 45
struct G45Point: Equatable { var x = 0 }
struct G45Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G45Item { var q = 3; deinit { print("G45Item deinit") } }
final class G45Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G45Ref, r: G45Ref) -> Bool { l.v == r.v } }
@Observable final class G45Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var item = G45Item()
  var items: [G45Item] = [G45Item(), G45Item()]
  @ObservationIgnored var ignored = 0
  var ref = G45Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G45Mode.idle
  var job = G45Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
}
enum G45Mode { case idle, busy }
enum G45Job { case none, run(Int) }
enum G45Level: Int, CaseIterable { case low = 1, mid, high }
extension G45Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G45bump(_ x: inout Int, by k: Int) { x += k }
enum G45Err: Error { case tooBig(Int), odd }
final class G45Counter { var count = 0; var dirty = false }
func G45armR1(_ m: G45Model, _ c: G45Counter) {
  let v = withObservationTracking { m.item.q } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G45armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G45armR6(_ m: G45Model, _ c: G45Counter) {
  let v = withObservationTracking { m.a } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program45() async {
  print("— program 45")
  let m = G45Model()
  let n = G45Model()
  let solo = G45Model()
  let echo = G45Model()
  let cR1 = G45Counter()
  G45armR1(m, cR1)
  let obsI2 = Observations({ m.w + m.a })
  var itI2 = obsI2.makeAsyncIterator()
  print("I2 first \(await itI2.next()!)")
  m.a += 1
  print("I2 next \(await itI2.next()!)")
  withObservationTracking { _ = m.job; _ = m.d } onChange: { print("T3 fired, sees \(m.job)") }
  m.tags.remove(1); n.ignored += 1
  m.tags.remove(1); m.opt = 0
  withObservationTracking { withObservationTracking { _ = m.item.q } onChange: { print("N4 inner fired") } } onChange: { print("N4 outer fired") }
  let obsI5 = Observations({ m.a + m.a })
  m.d = .nan
  var itI5 = obsI5.makeAsyncIterator()
  m.w = 3
  print("I5 first \(await itI5.next()!)")
  m.a += 1; m.tags.insert(1)
  print("I5 next \(await itI5.next()!)")
  m.ignored += 1; m.opt = nil; m.a += 1
  m.job = .run(3)
  let cR6 = G45Counter()
  G45armR6(m, cR6)
  try? await Task.sleep(for: .milliseconds(50))
  n.a = 1; m.tags = m.tags.union([3])
  print("state: \(m.total) \(n.mode)")
  withObservationTracking { _ = m.total; _ = m.tags.count } onChange: { print("T7 fired, sees \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 45: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.tags.sorted())")
}

await program45()
