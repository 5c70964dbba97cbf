//: # Generated programs 80..<81, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 80
struct G80Point: Equatable { var x = 0 }
struct G80Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G80Item { var q = 1; deinit { print("G80Item deinit") } }
final class G80Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G80Ref, r: G80Ref) -> Bool { l.v == r.v } }
@Observable final class G80Model {
  var a = 3
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var item = G80Item()
  var items: [G80Item] = [G80Item(), G80Item()]
  @ObservationIgnored var ignored = 0
  var ref = G80Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G80Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G80Mode { case idle, busy }
enum G80Job { case none, run(Int) }
enum G80Level: Int, CaseIterable { case low = 1, mid, high }
extension G80Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G80bump(_ x: inout Int, by k: Int) { x += k }
enum G80Err: Error { case tooBig(Int), odd }
final class G80Counter { var count = 0; var dirty = false }
func G80armR3(_ m: G80Model, _ c: G80Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G80armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program80() async {
  print("— program 80")
  let m = G80Model()
  let n = G80Model()
  let solo = G80Model()
  let echo = G80Model()
  withObservationTracking { _ = m.span.hi } onChange: { print("T1 fired, sees \(m.span.hi)") }
  try? await Task.sleep(for: .milliseconds(50))
  let obsI2 = Observations({ m.a + m.a })
  m.price = 2.25
  var itI2 = obsI2.makeAsyncIterator()
  m.a += 1
  print("I2 first \(await itI2.next()!)")
  m.a += 1; m.tags = m.tags.union([1])
  print("I2 next \(await itI2.next()!)")
  m.dict = [:]; m.tags.insert(0); m.d = .nan
  m.b = 3
  let cR3 = G80Counter()
  G80armR3(m, cR3)
  try? await Task.sleep(for: .milliseconds(50))
  n.opt = nil; m.items[1].q = 3
  print("state: \(m[1]) \(n.price)")
  withObservationTracking { _ = m.ignored; _ = (m.opt ?? -1) } onChange: { print("T4 fired, sees \(m.ignored)") }
  withObservationTracking { _ = (n.opt ?? -1) } onChange: { print("T5 fired, sees \((n.opt ?? -1))") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 80: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.tags.sorted()) \(m.price)")
}

await program80()
