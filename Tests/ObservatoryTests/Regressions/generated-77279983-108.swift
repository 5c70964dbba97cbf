//: # Generated programs 108..<109, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 108
struct G108Point: Equatable { var x = 0 }
struct G108Bag { var n = 0 }
@Observable final class G108Item { var q = 2; deinit { print("G108Item deinit") } }
final class G108Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G108Ref, r: G108Ref) -> Bool { l.v == r.v } }
@Observable final class G108Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var bag = G108Bag()
  var items: [G108Item] = [G108Item(), G108Item()]
  var ref = G108Ref(0)
  var mode = G108Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  var price: Decimal = 1.5
}
enum G108Mode { case idle, busy }
enum G108Job { case none, run(Int) }
enum G108Level: Int, CaseIterable { case low = 1, mid, high }
extension G108Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G108bump(_ x: inout Int, by k: Int) { x += k }
enum G108Err: Error { case tooBig(Int), odd }
final class G108Counter { var count = 0; var dirty = false }
@MainActor func program108() async {
  print("— program 108")
  let m = G108Model()
  let n = G108Model()
  let solo = G108Model()
  let echo = G108Model()
  let vT1 = withObservationTracking { _ = m.b; _ = m.mode; _ = m.bag.n; return m.b } onChange: { print("T1 fired, sees \(m.b)") }
  print("T1 read \(vT1)")
  m.a += 0; m.dict = [:]
  n.a = 2
  let vT2 = withObservationTracking { _ = m.span.hi; _ = m.items[1].q; _ = m.a; return m.span.hi } onChange: { print("T2 fired, sees \(m.span.hi)") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  n.mode = .busy; m.ref = G108Ref(m.ref.v)
  print("state: \(m[1]) \(n.price)")
  withObservationTracking { _ = m[0]; _ = m[1] } onChange: { print("T3 fired, sees \(m[0])") }
  withObservationTracking { _ = n.ref.v } onChange: { print("T4 fired, sees \(n.ref.v)") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 108: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m[0]) \(m.price)")
}

await program108()
