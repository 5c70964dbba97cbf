//: # Generated programs 90..<100, seed 777
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 90
struct G90Point: Equatable { var x = 0 }
struct G90Bag { var n = 0 }
@Observable final class G90Item { var q = 1 }
@Observable final class G90Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var item = G90Item()
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G90Mode.idle
  var job = G90Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G90Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G90Mode { case idle, busy }
enum G90Job { case none, run(Int) }
enum G90Level: Int, CaseIterable { case low = 1, mid, high }
extension G90Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G90bump(_ x: inout Int, by k: Int) { x += k }
enum G90Err: Error { case tooBig(Int), odd }
final class G90Counter { var count = 0; var dirty = false }
func G90armR3(_ m: G90Model, _ c: G90Counter) {
  let v = withObservationTracking { (m.dict["k"] ?? 0) } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G90armR3(m, c) } }
  print("R3 armed, read \(v)")
}
func G90armR5(_ m: G90Model, _ c: G90Counter) {
  let v = withObservationTracking { (m.flag ? m.a : m.b) } onChange: { print("R5 fired"); c.dirty = true }
  print("R5 armed, read \(v)")
}
@MainActor func program90() async {
  print("— program 90")
  let m = G90Model()
  let n = G90Model()
  let solo = G90Model()
  let echo = G90Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  let cL2 = G90Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  let cR3 = G90Counter()
  G90armR3(m, cR3)
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let cR5 = G90Counter()
  G90armR5(m, cR5)
  withObservationTracking { _ = m.arr; _ = m.arr; _ = (m.dict["k"] ?? 0) } onChange: { print("T6 fired, sees \(m.arr)") }
  withObservationTracking { _ = (n.span.lo + n.span.hi); _ = (n.a + n.item.q); _ = n.cached } onChange: { print("T7 fired, sees \((n.span.lo + n.span.hi))") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr[1]; _ = m.span.hi; _ = m.span.hi } onChange: { print("T8 fired, sees \(m.arr[1])") }
  m.d = .nan; m.a += 0
  withObservationTracking { m.b += 0 } onChange: { print("M9 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT10 = withObservationTracking { _ = n.arr.count; return n.arr.count } onChange: { print("T10 fired, sees \(n.arr.count)") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 90: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.item.q) \(m.ignored) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.cached)")
}

// ── program 91
struct G91Point: Equatable { var x = 0 }
struct G91Bag { var n = 0 }
@Observable final class G91Item { var q = 2 }
final class G91Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G91Ref, r: G91Ref) -> Bool { l.v == r.v } }
@Observable final class G91Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var bag = G91Bag()
  var items: [G91Item] = [G91Item(), G91Item()]
  var ref = G91Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G91Mode.idle
  var job = G91Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G91Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G91Mode { case idle, busy }
enum G91Job { case none, run(Int) }
enum G91Level: Int, CaseIterable { case low = 1, mid, high }
extension G91Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G91bump(_ x: inout Int, by k: Int) { x += k }
enum G91Err: Error { case tooBig(Int), odd }
final class G91Counter { var count = 0; var dirty = false }
func G91armR3(_ m: G91Model, _ c: G91Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G91armR3(m, c) } }
  print("R3 armed, read \(v)")
}
func G91armR5(_ m: G91Model, _ c: G91Counter) {
  let v = withObservationTracking { m.items[1].q } onChange: { print("R5 fired"); c.dirty = true }
  print("R5 armed, read \(v)")
}
@MainActor func program91() async {
  print("— program 91")
  let m = G91Model()
  let n = G91Model()
  let solo = G91Model()
  let echo = G91Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  let cL2 = G91Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  let cR3 = G91Counter()
  G91armR3(m, cR3)
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let cR5 = G91Counter()
  G91armR5(m, cR5)
  withObservationTracking { _ = m.level; _ = m.level; _ = m.total } onChange: { print("T6 fired, sees \(m.level)") }
  withObservationTracking { _ = m[0]; _ = (n.dict["k"] ?? 0); _ = n.b } onChange: { print("T7 fired, sees \(m[0])") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.total; _ = m.items[1].q; _ = (m.dict["k"] ?? 0) } onChange: { print("T8 fired, sees \(m.total)") }
  m.a = m.a; m.level = G91Level.allCases.last!
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 91: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.bag) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m[0])")
}

// ── program 92
struct G92Point: Equatable { var x = 0 }
struct G92Bag { var n = 0 }
@Observable final class G92Item { var q = 2 }
final class G92Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G92Ref, r: G92Ref) -> Bool { l.v == r.v } }
@Observable final class G92Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var flag = true
  var points: [G92Point] = [G92Point(), G92Point()]
  var item = G92Item()
  @ObservationIgnored var ignored = 0
  var ref = G92Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G92Mode.idle
  var job = G92Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G92Mode { case idle, busy }
enum G92Job { case none, run(Int) }
enum G92Level: Int, CaseIterable { case low = 1, mid, high }
extension G92Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G92bump(_ x: inout Int, by k: Int) { x += k }
enum G92Err: Error { case tooBig(Int), odd }
final class G92Counter { var count = 0; var dirty = false }
@MainActor func program92() async {
  print("— program 92")
  let m = G92Model()
  let n = G92Model()
  let solo = G92Model()
  let echo = G92Model()
  withObservationTracking { _ = m.ignored; withObservationTracking { _ = m.points } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  m.mode = .idle; m.mode = .busy; n.item = G92Item()
  let cW2 = G92Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW2.count += 1; print("W2 willSet \(m.total)"); if cW2.count >= 4 { t.cancel() } } didSet: { _ in print("W2 didSet \(m.total)") }
  m.ref = G92Ref(1); n.flag = true; m.w += 1
  m.points[0].x = 3; m.a = m.a
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT4 = withObservationTracking { _ = n.w; return n.w } onChange: { print("T4 fired, sees \(n.w)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  m.mode = .idle; m.a = 3
  m.b -= 1; m.b = 0
  m.w = m.w; m.b = 2
  m.item.q = 2
  let obsI5 = Observations({ m.a + m.a })
  m.w = 3
  var itI5 = obsI5.makeAsyncIterator()
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  let cE6 = G92Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b += 1
  print("E6 after: \(solo.b) calls \(cE6.count)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 92: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.points) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi)")
}

// ── program 93
struct G93Point: Equatable { var x = 0 }
struct G93Bag { var n = 0 }
@Observable final class G93Item { var q = 1 }
final class G93Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G93Ref, r: G93Ref) -> Bool { l.v == r.v } }
@Observable final class G93Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var arr: [Int] = [0, 0, 0]
  var bag = G93Bag()
  var items: [G93Item] = [G93Item(), G93Item()]
  @ObservationIgnored var ignored = 0
  var ref = G93Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G93Mode.idle
  var job = G93Job.none
  var d = 0.5
  var level = G93Level.low
}
enum G93Mode { case idle, busy }
enum G93Job { case none, run(Int) }
enum G93Level: Int, CaseIterable { case low = 1, mid, high }
extension G93Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G93bump(_ x: inout Int, by k: Int) { x += k }
enum G93Err: Error { case tooBig(Int), odd }
final class G93Counter { var count = 0; var dirty = false }
func G93armR3(_ m: G93Model, _ c: G93Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G93armR3(m, c) } }
  print("R3 armed, read \(v)")
}
func G93armR5(_ m: G93Model, _ c: G93Counter) {
  let v = withObservationTracking { m.level.rawValue } onChange: { print("R5 fired"); c.dirty = true }
  print("R5 armed, read \(v)")
}
@MainActor func program93() async {
  print("— program 93")
  let m = G93Model()
  let n = G93Model()
  let solo = G93Model()
  let echo = G93Model()
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  let cL2 = G93Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  let cR3 = G93Counter()
  G93armR3(m, cR3)
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let cR5 = G93Counter()
  G93armR5(m, cR5)
  withObservationTracking { _ = m.level; _ = m.level; _ = m.total } onChange: { print("T6 fired, sees \(m.level)") }
  withObservationTracking { _ = n.items[1].q; _ = n.arr[1]; _ = n.arr[1] } onChange: { print("T7 fired, sees \(n.items[1].q)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = m.bag.n; _ = m.b } onChange: { print("T8 fired, sees \(m.a)") }
  m.arr[2] = 3; m.items[1] = G93Item()
  withObservationTracking { m.b += 0 } onChange: { print("M9 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT10 = withObservationTracking { _ = n.ref.v; return n.ref.v } onChange: { print("T10 fired, sees \(n.ref.v)") }
  print("T10 read \(vT10)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 93: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.arr) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \(m.d) \(m.level)")
}

// ── program 94
struct G94Point: Equatable { var x = 0 }
struct G94Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G94Item { var q = 2 }
final class G94Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G94Ref, r: G94Ref) -> Bool { l.v == r.v } }
@Observable final class G94Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var opt: Int? = nil
  var points: [G94Point] = [G94Point(), G94Point()]
  var item = G94Item()
  var items: [G94Item] = [G94Item(), G94Item()]
  @ObservationIgnored var ignored = 0
  var ref = G94Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G94Mode.idle
  var job = G94Job.none
  var dict: [String: Int] = [:]
}
enum G94Mode { case idle, busy }
enum G94Job { case none, run(Int) }
enum G94Level: Int, CaseIterable { case low = 1, mid, high }
extension G94Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G94bump(_ x: inout Int, by k: Int) { x += k }
enum G94Err: Error { case tooBig(Int), odd }
final class G94Counter { var count = 0; var dirty = false }
func G94armR4(_ m: G94Model, _ c: G94Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R4 fired"); if c.count < 3 { G94armR4(m, c) } }
  print("R4 armed, read \(v)")
}
func G94armR6(_ m: G94Model, _ c: G94Counter) {
  let v = withObservationTracking { m.item.q } onChange: { print("R6 fired"); c.dirty = true }
  print("R6 armed, read \(v)")
}
@MainActor func program94() async {
  print("— program 94")
  let m = G94Model()
  let n = G94Model()
  let solo = G94Model()
  let echo = G94Model()
  swap(&m.a, &m.b); print("F1 swapped \(m.a) \(m.b)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F2 fired, m is \(m == nil ? "gone" : "here")") }
  let cL3 = G94Counter()
  let loopL3 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L3 got \(v)"); if cL3.count < 2 { cL3.count += 1; echo.a += 1 } } }
  let cR4 = G94Counter()
  G94armR4(m, cR4)
  withObservationTracking { m.b += 0 } onChange: { print("M5 fired") }
  let cR6 = G94Counter()
  G94armR6(m, cR6)
  withObservationTracking { _ = m.job; _ = m.job; _ = m.total } onChange: { print("T7 fired, sees \(m.job)") }
  withObservationTracking { _ = (n.dict["k"] ?? 0); _ = n.ignored; _ = n.b } onChange: { print("T8 fired, sees \((n.dict["k"] ?? 0))") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.total; _ = m.item.q; _ = m.ignored } onChange: { print("T9 fired, sees \(m.total)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL3.cancel(); _ = await loopL3.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 94: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.job) \((m.dict["k"] ?? 0))")
}

// ── program 95
struct G95Point: Equatable { var x = 0 }
struct G95Bag { var n = 0 }
@Observable final class G95Item { var q = 3; deinit { print("G95Item deinit") } }
final class G95Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G95Ref, r: G95Ref) -> Bool { l.v == r.v } }
@Observable final class G95Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var flag = true
  var arr: [Int] = [0, 0, 0]
  var bag = G95Bag()
  var item = G95Item()
  var items: [G95Item] = [G95Item(), G95Item()]
  @ObservationIgnored var ignored = 0
  var ref = G95Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G95Mode.idle
  var d = 0.5
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G95Mode { case idle, busy }
enum G95Job { case none, run(Int) }
enum G95Level: Int, CaseIterable { case low = 1, mid, high }
extension G95Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G95bump(_ x: inout Int, by k: Int) { x += k }
enum G95Err: Error { case tooBig(Int), odd }
final class G95Counter { var count = 0; var dirty = false }
func G95armR3(_ m: G95Model, _ c: G95Counter) {
  let v = withObservationTracking { m.arr[1] } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G95armR3(m, c) } }
  print("R3 armed, read \(v)")
}
func G95armR5(_ m: G95Model, _ c: G95Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { print("R5 fired"); c.dirty = true }
  print("R5 armed, read \(v)")
}
@MainActor func program95() async {
  print("— program 95")
  let m = G95Model()
  let n = G95Model()
  let solo = G95Model()
  let echo = G95Model()
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  let cL2 = G95Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  let cR3 = G95Counter()
  G95armR3(m, cR3)
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let cR5 = G95Counter()
  G95armR5(m, cR5)
  withObservationTracking { _ = m.arr; _ = m.arr; _ = m.total } onChange: { print("T6 fired, sees \(m.arr)") }
  withObservationTracking { _ = n.bag.n; _ = n.ref.v; _ = n.items[1].q } onChange: { print("T7 fired, sees \(n.bag.n)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.bag.n; _ = m.ignored; _ = m.arr[1] } onChange: { print("T8 fired, sees \(m.bag.n)") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL2.cancel(); _ = await loopL2.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 95: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.mode) \(m.d) \(m.cached)")
}

// ── program 96
struct G96Point: Equatable { var x = 0 }
struct G96Bag { var n = 0 }
@Observable final class G96Item { var q = 2; deinit { print("G96Item deinit") } }
final class G96Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G96Ref, r: G96Ref) -> Bool { l.v == r.v } }
@Observable final class G96Model {
  var a = 0
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var points: [G96Point] = [G96Point(), G96Point()]
  var bag = G96Bag()
  var item = G96Item()
  var items: [G96Item] = [G96Item(), G96Item()]
  @ObservationIgnored var ignored = 0
  var ref = G96Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G96Job.none
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G96Mode { case idle, busy }
enum G96Job { case none, run(Int) }
enum G96Level: Int, CaseIterable { case low = 1, mid, high }
extension G96Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G96bump(_ x: inout Int, by k: Int) { x += k }
enum G96Err: Error { case tooBig(Int), odd }
final class G96Counter { var count = 0; var dirty = false }
func G96armR3(_ m: G96Model, _ c: G96Counter) {
  let v = withObservationTracking { (m.opt ?? -1) } onChange: { c.count += 1; print("R3 fired"); if c.count < 3 { G96armR3(m, c) } }
  print("R3 armed, read \(v)")
}
@MainActor func program96() async {
  print("— program 96")
  let m = G96Model()
  let n = G96Model()
  let solo = G96Model()
  let echo = G96Model()
  withObservationTracking { _ = m.points; withObservationTracking { _ = m.ignored } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  withObservationTracking { m.b += 0 } onChange: { print("M2 fired") }
  let cR3 = G96Counter()
  G96armR3(m, cR3)
  withObservationTracking { _ = m.summary; _ = m.summary; _ = m.ignored } onChange: { print("T4 fired, sees \(m.summary)") }
  withObservationTracking { _ = m[1]; _ = (n.a + n.item.q); _ = n.cached } onChange: { print("T5 fired, sees \(m[1])") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.points[0].x; _ = m[0]; _ = m[0] } onChange: { print("T6 fired, sees \(m.points[0].x)") }
  m.ref = G96Ref(m.ref.v); m.opt = nil
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT8 = withObservationTracking { _ = n.bag.n; return n.bag.n } onChange: { print("T8 fired, sees \(n.bag.n)") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 96: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.w) \(m.job) \(m[0]) \(m.cached)")
}

// ── program 97
struct G97Point: Equatable { var x = 0 }
struct G97Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G97Item { var q = 2 }
final class G97Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G97Ref, r: G97Ref) -> Bool { l.v == r.v } }
@Observable final class G97Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G97Point] = [G97Point(), G97Point()]
  var bag = G97Bag()
  var item = G97Item()
  var items: [G97Item] = [G97Item(), G97Item()]
  @ObservationIgnored var ignored = 0
  var ref = G97Ref(0)
  var mode = G97Mode.idle
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G97Mode { case idle, busy }
enum G97Job { case none, run(Int) }
enum G97Level: Int, CaseIterable { case low = 1, mid, high }
extension G97Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G97bump(_ x: inout Int, by k: Int) { x += k }
enum G97Err: Error { case tooBig(Int), odd }
final class G97Counter { var count = 0; var dirty = false }
func G97armR2(_ m: G97Model, _ c: G97Counter) {
  let v = withObservationTracking { m.arr[1] } onChange: { print("R2 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G97armR2(m, c) } } }
  print("R2 armed, read \(v)")
}
func G97armR4(_ m: G97Model, _ c: G97Counter) {
  let v = withObservationTracking { m[1] } onChange: { print("R4 fired"); c.dirty = true }
  print("R4 armed, read \(v)")
}
@MainActor func program97() async {
  print("— program 97")
  let m = G97Model()
  let n = G97Model()
  let solo = G97Model()
  let echo = G97Model()
  for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print("F1 \(i): \(x)") }
  let cR2 = G97Counter()
  G97armR2(m, cR2)
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let cR4 = G97Counter()
  G97armR4(m, cR4)
  withObservationTracking { _ = m.arr; _ = m.arr; _ = m[0] } onChange: { print("T5 fired, sees \(m.arr)") }
  withObservationTracking { _ = n.bag.n; _ = n.cached; _ = n.ignored } onChange: { print("T6 fired, sees \(n.bag.n)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m[1]; _ = m[1]; _ = m.item.q } onChange: { print("T7 fired, sees \(m[1])") }
  m.arr[2] = 3; m.a = m.a
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 97: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.span.hi) \(m[0]) \(m.cached)")
}

// ── program 98
struct G98Point: Equatable { var x = 0 }
struct G98Bag { var n = 0 }
@Observable final class G98Item { var q = 1 }
@Observable final class G98Model {
  var a = 3
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G98Point] = [G98Point(), G98Point()]
  var bag = G98Bag()
  var item = G98Item()
  var items: [G98Item] = [G98Item(), G98Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var level = G98Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G98Mode { case idle, busy }
enum G98Job { case none, run(Int) }
enum G98Level: Int, CaseIterable { case low = 1, mid, high }
extension G98Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G98bump(_ x: inout Int, by k: Int) { x += k }
enum G98Err: Error { case tooBig(Int), odd }
final class G98Counter { var count = 0; var dirty = false }
func G98armR2(_ m: G98Model, _ c: G98Counter) {
  let v = withObservationTracking { m.arr[1] } onChange: { print("R2 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G98armR2(m, c) } } }
  print("R2 armed, read \(v)")
}
@MainActor func program98() async {
  print("— program 98")
  let m = G98Model()
  let n = G98Model()
  let solo = G98Model()
  let echo = G98Model()
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F1 fired, m is \(m == nil ? "gone" : "here")") }
  let cR2 = G98Counter()
  G98armR2(m, cR2)
  withObservationTracking { _ = m.level; _ = m.items.count; _ = m.level } onChange: { print("T3 fired, sees \(m.level)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.arr[1] } onChange: { print("T4 fired, sees \(m.arr[1])") }
  withObservationTracking { withObservationTracking { _ = m.total } onChange: { print("N5 inner fired") } } onChange: { print("N5 outer fired") }
  m.b -= 1; n.level = G98Level.allCases.last!; m.a = m.a
  withObservationTracking { _ = n.ignored; _ = (n.opt ?? -1) } onChange: { print("T6 fired, sees \(n.ignored)") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT7 = withObservationTracking { _ = (n.opt ?? -1); return (n.opt ?? -1) } onChange: { print("T7 fired, sees \((n.opt ?? -1))") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  m.item.q = 1; m.points[1] = G98Point()
  m.level = .high; m.item = m.item
  m.b -= 1; m.b -= 1
  m.span.hi = 2
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 98: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \(m.level) \(m.span.hi) \(m[0])")
}

// ── program 99
struct G99Point: Equatable { var x = 0 }
struct G99Bag { var n = 0 }
@Observable final class G99Item { var q = 1; deinit { print("G99Item deinit") } }
final class G99Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G99Ref, r: G99Ref) -> Bool { l.v == r.v } }
@Observable final class G99Model {
  var a = 0
  var b = 1
  var total: Int { a + b }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G99Point] = [G99Point(), G99Point()]
  var bag = G99Bag()
  var item = G99Item()
  var items: [G99Item] = [G99Item(), G99Item()]
  var ref = G99Ref(0)
  var dict: [String: Int] = [:]
  var level = G99Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G99Mode { case idle, busy }
enum G99Job { case none, run(Int) }
enum G99Level: Int, CaseIterable { case low = 1, mid, high }
extension G99Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G99bump(_ x: inout Int, by k: Int) { x += k }
enum G99Err: Error { case tooBig(Int), odd }
final class G99Counter { var count = 0; var dirty = false }
func G99armR1(_ m: G99Model, _ c: G99Counter) {
  let v = withObservationTracking { (m.dict["k"] ?? 0) } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G99armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G99armR3(_ m: G99Model, _ c: G99Counter) {
  let v = withObservationTracking { (m.flag ? m.a : m.b) } onChange: { print("R3 fired"); c.dirty = true }
  print("R3 armed, read \(v)")
}
@MainActor func program99() async {
  print("— program 99")
  let m = G99Model()
  let n = G99Model()
  let solo = G99Model()
  let echo = G99Model()
  let cR1 = G99Counter()
  G99armR1(m, cR1)
  withObservationTracking { m.b += 0 } onChange: { print("M2 fired") }
  let cR3 = G99Counter()
  G99armR3(m, cR3)
  withObservationTracking { _ = m.opt; _ = m.opt; _ = m.total } onChange: { print("T4 fired, sees \(m.opt)") }
  withObservationTracking { _ = n.arr.count; _ = n.points[0].x; _ = n.cached } onChange: { print("T5 fired, sees \(n.arr.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.level.rawValue; _ = m.b; _ = m.item.q } onChange: { print("T6 fired, sees \(m.level.rawValue)") }
  m.ref = G99Ref(3); m.a += 0
  withObservationTracking { m.b += 0 } onChange: { print("M7 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT8 = withObservationTracking { _ = n.arr[1]; return n.arr[1] } onChange: { print("T8 fired, sees \(n.arr[1])") }
  print("T8 read \(vT8)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 99: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi) \(m.cached)")
}

await program90()
await program91()
await program92()
await program93()
await program94()
await program95()
await program96()
await program97()
await program98()
await program99()
