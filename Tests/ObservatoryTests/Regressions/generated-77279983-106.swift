//: # Generated programs 106..<107, seed 77279983
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 106
struct G106Point: Equatable { var x = 0 }
struct G106Bag { var n = 0 }
@Observable final class G106Item { var q = 0 }
final class G106Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G106Ref, r: G106Ref) -> Bool { l.v == r.v } }
@Observable final class G106Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var items: [G106Item] = [G106Item(), G106Item()]
  var ref = G106Ref(0)
  var mode = G106Mode.idle
  var d = 0.5
  var level = G106Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var tags: Set<Int> = [1, 2]
  var price: Decimal = 1.5
}
enum G106Mode { case idle, busy }
enum G106Job { case none, run(Int) }
enum G106Level: Int, CaseIterable { case low = 1, mid, high }
extension G106Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G106bump(_ x: inout Int, by k: Int) { x += k }
enum G106Err: Error { case tooBig(Int), odd }
final class G106Counter { var count = 0; var dirty = false }
@MainActor func program106() async {
  print("— program 106")
  let m = G106Model()
  let n = G106Model()
  let solo = G106Model()
  let echo = G106Model()
  withObservationTracking { _ = m.total; withObservationTracking { _ = (m.price * 3) } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  print("state: \((m.price * 3)) \(n.tags.count)")
  withObservationTracking { _ = n.name; _ = n.items[1].q } onChange: { print("T2 fired, sees \(n.name)") }
  m.span.hi = 0; m.mode = .idle; n.opt = 1
  withObservationTracking { _ = m.items[1].q; _ = m.d; _ = m.level } onChange: { print("T3 fired, sees \(m.items[1].q)") }
  withObservationTracking { _ = m.tags.sorted(); _ = m.b } onChange: { print("T4 fired, sees \(m.tags.sorted())") }
  let vT5 = withObservationTracking { _ = (m.opt ?? -1); _ = m.summary; return (m.opt ?? -1) } onChange: { print("T5 fired, sees \((m.opt ?? -1))") }
  print("T5 read \(vT5)")
  let vT6 = withObservationTracking { _ = m.ref.v; _ = (m.opt ?? -1); _ = m.ref.v; return m.ref.v } onChange: { print("T6 fired, sees \(m.ref.v)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 106: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.items[1].q) \(m.ref.v) \(m.mode) \(m.d) \(m.level) \(m.span.hi) \(m.tags.sorted()) \(m.price)")
}

await program106()
