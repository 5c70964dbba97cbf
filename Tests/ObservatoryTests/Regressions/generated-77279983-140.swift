//: # Generated programs 140..<141, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 140
struct G140Point: Equatable { var x = 0 }
struct G140Bag { var n = 0 }
@Observable final class G140Item { var q = 1; deinit { print("G140Item deinit") } }
@Observable final class G140Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var bag = G140Bag()
  var item = G140Item()
  var items: [G140Item] = [G140Item(), G140Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G140Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G140Mode { case idle, busy }
enum G140Job { case none, run(Int) }
enum G140Level: Int, CaseIterable { case low = 1, mid, high }
extension G140Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G140bump(_ x: inout Int, by k: Int) { x += k }
enum G140Err: Error { case tooBig(Int), odd }
final class G140Counter { var count = 0; var dirty = false }
@MainActor func program140() async {
  print("— program 140")
  let m = G140Model()
  let n = G140Model()
  let solo = G140Model()
  let echo = G140Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cE1 = G140Counter()
  withObservationTracking { _ = solo.b } onChange: { cE1.count += 1; let d = cE1.count; print("E1 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E1 exit \(d)") }
  solo.b = 1001
  print("E1 after: \(solo.b) calls \(cE1.count)")
  let cW2 = G140Counter()
  withObservationTracking { _ = m.bag.n } willSet: { t in cW2.count += 1; print("W2 willSet \(m.bag.n)"); if cW2.count >= 3 { t.cancel() } } didSet: { _ in print("W2 didSet \(m.bag.n)") }
  let vT3 = withObservationTracking { _ = m.arr; _ = m.bag; return m.arr } onChange: { print("T3 fired, sees \(m.arr)") }
  print("T3 read \(vT3)")
  m.dict["j"] = 3; m.d += 1
  let vT4 = withObservationTracking { _ = m.a; _ = m.ignored; _ = m.item.q; return m.a } onChange: { print("T4 fired, sees \(m.a)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { m.b += 0 } onChange: { print("M5 fired") }
  let loopL6 = Task { @MainActor in for await v in Observations({ m.items.count }) { print("L6 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr; _ = m.w; _ = m.tags.sorted() } onChange: { print("T7 fired, sees \(m.arr)") }
  let cW8 = G140Counter()
  withObservationTracking { _ = m.ignored } willSet: { t in cW8.count += 1; print("W8 willSet \(m.ignored)"); if cW8.count >= 4 { t.cancel() } } didSet: { _ in print("W8 didSet \(m.ignored)") }
  m.w += 1; m.tags = m.tags.union([0])
  withObservationTracking { _ = m.mode; _ = m.arr[1] } onChange: { print("T9 fired, sees \(m.mode)") }
  withObservationTracking { _ = m.b } onChange: { print("T10 fired, sees \(m.b)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL6.cancel(); _ = await loopL6.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 140: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.tags.sorted()) \(m.price)")
}

await program140()
