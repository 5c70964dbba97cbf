//: # Generated programs 177..<178, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 177
struct G177Point: Equatable { var x = 0 }
struct G177Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G177Item { var q = 2; deinit { print("G177Item deinit") } }
@Observable final class G177Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var bag = G177Bag()
  var items: [G177Item] = [G177Item(), G177Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G177Mode { case idle, busy }
enum G177Job { case none, run(Int) }
enum G177Level: Int, CaseIterable { case low = 1, mid, high }
extension G177Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G177bump(_ x: inout Int, by k: Int) { x += k }
enum G177Err: Error { case tooBig(Int), odd }
final class G177Counter { var count = 0; var dirty = false }
@MainActor func program177() async {
  print("— program 177")
  let m = G177Model()
  let n = G177Model()
  let solo = G177Model()
  let echo = G177Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.ignored; _ = m.ignored } onChange: { print("T1 fired, sees \(m.ignored)") }
  let obsI2 = Observations({ m[0] + m.a })
  var itI2 = obsI2.makeAsyncIterator()
  print("I2 first \(await itI2.next()!)")
  m.a += 0
  print("I2 next \(await itI2.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.price; _ = m.arr[1]; _ = (m.price * 3) } onChange: { print("T3 fired, sees \(m.price)") }
  let cW4 = G177Counter()
  withObservationTracking { _ = m.arr.count } willSet: { t in cW4.count += 1; print("W4 willSet \(m.arr.count)"); if cW4.count >= 4 { t.cancel() } } didSet: { _ in print("W4 didSet \(m.arr.count)") }
  m.price = m.price; m.items[1].q = 0
  withObservationTracking { _ = m.arr; _ = m.arr.count } onChange: { print("T5 fired, sees \(m.arr)") }
  withObservationTracking { _ = m.dict.count } onChange: { print("T6 fired, sees \(m.dict.count)") }
  let vT7 = withObservationTracking { _ = n.w; _ = (n.price * 3); _ = n.a; return n.w } onChange: { print("T7 fired, sees \(n.w)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 177: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.price)")
}

await program177()
