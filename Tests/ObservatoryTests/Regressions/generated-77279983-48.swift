//: # Generated programs 48..<49, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 48
struct G48Point: Equatable { var x = 0 }
struct G48Bag { var n = 0 }
@Observable final class G48Item { var q = 2; deinit { print("G48Item deinit") } }
final class G48Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G48Ref, r: G48Ref) -> Bool { l.v == r.v } }
@Observable final class G48Model {
  var a = 0
  var b = 3
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G48Point] = [G48Point(), G48Point()]
  var bag = G48Bag()
  var item = G48Item()
  var items: [G48Item] = [G48Item(), G48Item()]
  @ObservationIgnored var ignored = 0
  var ref = G48Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G48Mode.idle
  var level = G48Level.low
  var price: Decimal = 1.5
}
enum G48Mode { case idle, busy }
enum G48Job { case none, run(Int) }
enum G48Level: Int, CaseIterable { case low = 1, mid, high }
extension G48Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G48bump(_ x: inout Int, by k: Int) { x += k }
enum G48Err: Error { case tooBig(Int), odd }
final class G48Counter { var count = 0; var dirty = false }
func G48armR5(_ m: G48Model, _ c: G48Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G48armR5(m, c) } }
  print("R5 armed, read \(v)")
}
@MainActor func program48() async {
  print("— program 48")
  let m = G48Model()
  let n = G48Model()
  let solo = G48Model()
  let echo = G48Model()
  let obsI1 = Observations({ m.items.count + m.a })
  var itI1 = obsI1.makeAsyncIterator()
  print("I1 first \(await itI1.next()!)")
  m.a += 1
  print("I1 next \(await itI1.next()!)")
  withObservationTracking { _ = m.mode; _ = m.arr } onChange: { print("T2 fired, sees \(m.mode)") }
  m.w += 1; n.level = .high
  m.a = m.a; m.item = m.item
  withObservationTracking { withObservationTracking { _ = m.bag.n } onChange: { print("N3 inner fired") } } onChange: { print("N3 outer fired") }
  let obsI4 = Observations({ m.arr[1] + m.a })
  m.a += 1
  var itI4 = obsI4.makeAsyncIterator()
  m.bag.n += 1
  print("I4 first \(await itI4.next()!)")
  m.a += 1; m.price = 2.25
  print("I4 next \(await itI4.next()!)")
  m.arr = [0, 0, 0]; m.b -= 1; m.bag = G48Bag()
  m.item = m.item
  let cR5 = G48Counter()
  G48armR5(m, cR5)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 48: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.level) \(m.price)")
}

await program48()
