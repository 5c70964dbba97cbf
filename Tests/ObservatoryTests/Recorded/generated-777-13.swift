//: # Generated programs 130..<140, seed 777
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 130
struct G130Point: Equatable { var x = 0 }
struct G130Bag { var n = 0 }
@Observable final class G130Item { var q = 0; deinit { print("G130Item deinit") } }
@Observable final class G130Model {
  var a = 1
  var b = 2
  var total: Int { a + b }
  var flag = false
  var item = G130Item()
  var mode = G130Mode.idle
  var job = G130Job.none
  var d = 0.5
  var level = G130Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G130Mode { case idle, busy }
enum G130Job { case none, run(Int) }
enum G130Level: Int, CaseIterable { case low = 1, mid, high }
extension G130Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G130bump(_ x: inout Int, by k: Int) { x += k }
enum G130Err: Error { case tooBig(Int), odd }
final class G130Counter { var count = 0; var dirty = false }
@MainActor func program130() async {
  print("— program 130")
  let m = G130Model()
  let n = G130Model()
  let solo = G130Model()
  let echo = G130Model()
  m.level = G130Level(rawValue: m.a) ?? .mid; n.mode = .idle; m.item.q = 1
  m.a = m.a; m.item.q = 2
  withObservationTracking { m.b += 0 } onChange: { print("M1 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT2 = withObservationTracking { _ = (n.a + n.item.q); return (n.a + n.item.q) } onChange: { print("T2 fired, sees \((n.a + n.item.q))") }
  print("T2 read \(vT2)")
  try? await Task.sleep(for: .milliseconds(50))
  m.a = m.a; m.job = .none
  m.a = 1; m.b = 0
  m.a = m.a; m.job = .run(2)
  m.b = 2
  let obsI3 = Observations({ m.total + m.a })
  m.d += 1
  var itI3 = obsI3.makeAsyncIterator()
  print("I3 first \(await itI3.next()!)")
  m.a += 0
  print("I3 next \(await itI3.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 130: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.item.q) \(m.mode) \(m.job) \(m.d) \(m.level) \(m.span.hi) \(m.cached)")
}

// ── program 131
struct G131Point: Equatable { var x = 0 }
struct G131Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G131Model {
  var a = 2
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var bag = G131Bag()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G131Mode.idle
  var job = G131Job.none
  var dict: [String: Int] = [:]
  var level = G131Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G131Mode { case idle, busy }
enum G131Job { case none, run(Int) }
enum G131Level: Int, CaseIterable { case low = 1, mid, high }
extension G131Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G131bump(_ x: inout Int, by k: Int) { x += k }
enum G131Err: Error { case tooBig(Int), odd }
final class G131Counter { var count = 0; var dirty = false }
@MainActor func program131() async {
  print("— program 131")
  let m = G131Model()
  let n = G131Model()
  let solo = G131Model()
  let echo = G131Model()
  withObservationTracking { _ = n.dict.count; _ = n.level.rawValue; _ = m[1] } onChange: { print("T1 fired, sees \(n.dict.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.dict.count; _ = m.b; _ = m[1] } onChange: { print("T2 fired, sees \(m.dict.count)") }
  m.a = m.a; m.w = m.w
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT4 = withObservationTracking { _ = (n.dict["k"] ?? 0); return (n.dict["k"] ?? 0) } onChange: { print("T4 fired, sees \((n.dict["k"] ?? 0))") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  m.dict["k"] = 1; m.a += 1
  m.b = 1; m.dict = [:]
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 131: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.bag) \(m.w) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m.level) \(m[0])")
}

// ── program 132
struct G132Point: Equatable { var x = 0 }
struct G132Bag { var n = 0 }
final class G132Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G132Ref, r: G132Ref) -> Bool { l.v == r.v } }
@Observable final class G132Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var points: [G132Point] = [G132Point(), G132Point()]
  var ref = G132Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G132Mode.idle
  var d = 0.5
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G132Mode { case idle, busy }
enum G132Job { case none, run(Int) }
enum G132Level: Int, CaseIterable { case low = 1, mid, high }
extension G132Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G132bump(_ x: inout Int, by k: Int) { x += k }
enum G132Err: Error { case tooBig(Int), odd }
final class G132Counter { var count = 0; var dirty = false }
@MainActor func program132() async {
  print("— program 132")
  let m = G132Model()
  let n = G132Model()
  let solo = G132Model()
  let echo = G132Model()
  let cW1 = G132Counter()
  withObservationTracking { _ = m.total } willSet: { t in cW1.count += 1; print("W1 willSet \(m.total)"); if cW1.count >= 4 { t.cancel() } } didSet: { _ in print("W1 didSet \(m.total)") }
  m.a = 1; n.w = n.w; m.ref = G132Ref(1)
  m.a = m.a; m.w += 1
  withObservationTracking { m.b += 0 } onChange: { print("M2 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT3 = withObservationTracking { _ = n.w; return n.w } onChange: { print("T3 fired, sees \(n.w)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  m.d = .nan; m.a += 1
  m.b = 1; m.dict["k"] = 0
  m.mode = .idle; m.dict["j"] = 2
  m.a = 2
  let obsI4 = Observations({ m.total + m.a })
  m.dict["j"] = 3
  var itI4 = obsI4.makeAsyncIterator()
  print("I4 first \(await itI4.next()!)")
  m.a += 0
  print("I4 next \(await itI4.next()!)")
  let cE5 = G132Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b += 1
  print("E5 after: \(solo.b) calls \(cE5.count)")
  m.w += 1; m.mode = .idle
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 132: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.ref.v) \(m.w) \(m.mode) \(m.d) \((m.dict["k"] ?? 0)) \(m.span.hi)")
}

// ── program 133
struct G133Point: Equatable { var x = 0 }
struct G133Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G133Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G133Ref, r: G133Ref) -> Bool { l.v == r.v } }
@Observable final class G133Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  @ObservationIgnored var ignored = 0
  var ref = G133Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G133Job.none
  var d = 0.5
  var level = G133Level.low
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G133Mode { case idle, busy }
enum G133Job { case none, run(Int) }
enum G133Level: Int, CaseIterable { case low = 1, mid, high }
extension G133Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G133bump(_ x: inout Int, by k: Int) { x += k }
enum G133Err: Error { case tooBig(Int), odd }
final class G133Counter { var count = 0; var dirty = false }
@MainActor func program133() async {
  print("— program 133")
  let m = G133Model()
  let n = G133Model()
  let solo = G133Model()
  let echo = G133Model()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { withObservationTracking { _ = m.ignored } onChange: { print("N1 inner fired") } } onChange: { print("N1 outer fired") }
  m.w = m.w; n.w += 1; m.a = m.a
  withObservationTracking { _ = n.level.rawValue; _ = n.ref.v } onChange: { print("T2 fired, sees \(n.level.rawValue)") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT3 = withObservationTracking { _ = n.ignored; return n.ignored } onChange: { print("T3 fired, sees \(n.ignored)") }
  print("T3 read \(vT3)")
  try? await Task.sleep(for: .milliseconds(50))
  m.job = .none; m.a += 1
  m.b = 1; m.d = .nan
  m.w = m.w; m.d += 1
  m.a = 2
  let obsI4 = Observations({ m.total + m.a })
  m.d += 1
  var itI4 = obsI4.makeAsyncIterator()
  print("I4 first \(await itI4.next()!)")
  m.a += 0
  print("I4 next \(await itI4.next()!)")
  let cE5 = G133Counter()
  withObservationTracking { _ = solo.b } onChange: { cE5.count += 1; let d = cE5.count; print("E5 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E5 exit \(d)") }
  solo.b += 1
  print("E5 after: \(solo.b) calls \(cE5.count)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 133: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.ignored) \(m.ref.v) \(m.w) \(m.job) \(m.d) \(m.level) \(m.cached)")
}

// ── program 134
struct G134Point: Equatable { var x = 0 }
struct G134Bag { var n = 0 }
@Observable final class G134Item { var q = 2 }
final class G134Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G134Ref, r: G134Ref) -> Bool { l.v == r.v } }
@Observable final class G134Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var opt: Int? = nil
  var items: [G134Item] = [G134Item(), G134Item()]
  @ObservationIgnored var ignored = 0
  var ref = G134Ref(0)
  var mode = G134Mode.idle
  var job = G134Job.none
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G134Mode { case idle, busy }
enum G134Job { case none, run(Int) }
enum G134Level: Int, CaseIterable { case low = 1, mid, high }
extension G134Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G134bump(_ x: inout Int, by k: Int) { x += k }
enum G134Err: Error { case tooBig(Int), odd }
final class G134Counter { var count = 0; var dirty = false }
@MainActor func program134() async {
  print("— program 134")
  let m = G134Model()
  let n = G134Model()
  let solo = G134Model()
  let echo = G134Model()
  let loopL1 = Task { @MainActor in for await v in Observations({ (m.opt ?? -1) + m[1] }) { print("L1 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = m.items.count; _ = m.b } onChange: { print("T2 fired, sees \(m.a)") }
  m.a = 3; m.mode = .busy
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT4 = withObservationTracking { _ = n.dict.count; return n.dict.count } onChange: { print("T4 fired, sees \(n.dict.count)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  m.a = m.a; m.mode = .busy
  m.opt = 1; m.opt = 0
  m.mode = .idle; m.opt = 2
  m.b = 2
  let obsI5 = Observations({ m[0] + m.a })
  m.ref = G134Ref(m.ref.v)
  var itI5 = obsI5.makeAsyncIterator()
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  let cE6 = G134Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b += 1
  print("E6 after: \(solo.b) calls \(cE6.count)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 134: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.mode) \(m.job) \((m.dict["k"] ?? 0)) \(m[0])")
}

// ── program 135
struct G135Point: Equatable { var x = 0 }
struct G135Bag { var n = 0 }
@Observable final class G135Item { var q = 2; deinit { print("G135Item deinit") } }
@Observable final class G135Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var flag = false
  var item = G135Item()
  var items: [G135Item] = [G135Item(), G135Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G135Mode.idle
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G135Mode { case idle, busy }
enum G135Job { case none, run(Int) }
enum G135Level: Int, CaseIterable { case low = 1, mid, high }
extension G135Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G135bump(_ x: inout Int, by k: Int) { x += k }
enum G135Err: Error { case tooBig(Int), odd }
final class G135Counter { var count = 0; var dirty = false }
func G135armR1(_ m: G135Model, _ c: G135Counter) {
  let v = withObservationTracking { (m.flag ? m.a : m.b) } onChange: { print("R1 fired"); c.dirty = true }
  print("R1 armed, read \(v)")
}
@MainActor func program135() async {
  print("— program 135")
  let m = G135Model()
  let n = G135Model()
  let solo = G135Model()
  let echo = G135Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cR1 = G135Counter()
  G135armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = (m.a + m.item.q); _ = m.b } onChange: { print("T2 fired, sees \(m.a)") }
  m.ignored += 1; m.items[1].q = 2
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT4 = withObservationTracking { _ = n.w; return n.w } onChange: { print("T4 fired, sees \(n.w)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  m.a = 1; m.d = 1.5
  m.item = m.item; m.b -= 1
  m.item = G135Item(); m.b -= 1
  m.flag = true
  let obsI5 = Observations({ m.span.hi + m.a })
  m.d += 1
  var itI5 = obsI5.makeAsyncIterator()
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  let cE6 = G135Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b += 1
  print("E6 after: \(solo.b) calls \(cE6.count)")
  m.item.q = 2; m.item.q = 1
  withObservationTracking { withObservationTracking { _ = m.mode } onChange: { print("N7 inner fired") } } onChange: { print("N7 outer fired") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 135: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \(m.mode) \(m.d) \(m.span.hi)")
}

// ── program 136
struct G136Point: Equatable { var x = 0 }
struct G136Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G136Item { var q = 1; deinit { print("G136Item deinit") } }
final class G136Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G136Ref, r: G136Ref) -> Bool { l.v == r.v } }
@Observable final class G136Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var bag = G136Bag()
  var item = G136Item()
  var items: [G136Item] = [G136Item(), G136Item()]
  var ref = G136Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G136Job.none
  var level = G136Level.low
}
enum G136Mode { case idle, busy }
enum G136Job { case none, run(Int) }
enum G136Level: Int, CaseIterable { case low = 1, mid, high }
extension G136Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G136bump(_ x: inout Int, by k: Int) { x += k }
enum G136Err: Error { case tooBig(Int), odd }
final class G136Counter { var count = 0; var dirty = false }
func G136armR1(_ m: G136Model, _ c: G136Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { print("R1 fired"); c.dirty = true }
  print("R1 armed, read \(v)")
}
@MainActor func program136() async {
  print("— program 136")
  let m = G136Model()
  let n = G136Model()
  let solo = G136Model()
  let echo = G136Model()
  let cR1 = G136Counter()
  G136armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.items.count; _ = m.a; _ = m.item.q } onChange: { print("T2 fired, sees \(m.items.count)") }
  m.a = m.a; m.bag = G136Bag()
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT4 = withObservationTracking { _ = n.w; return n.w } onChange: { print("T4 fired, sees \(n.w)") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  m.a = m.a; m.items[1] = G136Item()
  m.a = 1; m.b = 0
  m.a = m.a; m.items.append(G136Item())
  m.b = 2
  let obsI5 = Observations({ (m.a + m.item.q) + m.a })
  m.w = 3
  var itI5 = obsI5.makeAsyncIterator()
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  let cE6 = G136Counter()
  withObservationTracking { _ = solo.b } onChange: { cE6.count += 1; let d = cE6.count; print("E6 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E6 exit \(d)") }
  solo.b += 1
  print("E6 after: \(solo.b) calls \(cE6.count)")
  m.ref = G136Ref(m.ref.v); m.b -= 1
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 136: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.w) \(m.job) \(m.level)")
}

// ── program 137
struct G137Point: Equatable { var x = 0 }
struct G137Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G137Item { var q = 3; deinit { print("G137Item deinit") } }
final class G137Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G137Ref, r: G137Ref) -> Bool { l.v == r.v } }
@Observable final class G137Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var points: [G137Point] = [G137Point(), G137Point()]
  var bag = G137Bag()
  var item = G137Item()
  @ObservationIgnored var ignored = 0
  var ref = G137Ref(0)
  var mode = G137Mode.idle
  var dict: [String: Int] = [:]
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G137Mode { case idle, busy }
enum G137Job { case none, run(Int) }
enum G137Level: Int, CaseIterable { case low = 1, mid, high }
extension G137Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G137bump(_ x: inout Int, by k: Int) { x += k }
enum G137Err: Error { case tooBig(Int), odd }
final class G137Counter { var count = 0; var dirty = false }
@MainActor func program137() async {
  print("— program 137")
  let m = G137Model()
  let n = G137Model()
  let solo = G137Model()
  let echo = G137Model()
  if case let .run(k)? = Optional(G137Job.run(m.a)), k > 0 { print("F1 run \(k)") } else { print("F1 not running") }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.a; _ = m.item.q; _ = m.b } onChange: { print("T2 fired, sees \(m.a)") }
  m.dict["k"] = 3; m.b = 2
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT4 = withObservationTracking { _ = (n.dict["k"] ?? 0); return (n.dict["k"] ?? 0) } onChange: { print("T4 fired, sees \((n.dict["k"] ?? 0))") }
  print("T4 read \(vT4)")
  try? await Task.sleep(for: .milliseconds(50))
  m.b -= 1; m.ref = G137Ref(3)
  m.item = m.item; m.dict["j"] = 0
  m.a = m.a; m.b -= 1
  m.points[1] = G137Point()
  let obsI5 = Observations({ m.dict.count + m.a })
  m.a = m.a
  var itI5 = obsI5.makeAsyncIterator()
  print("I5 first \(await itI5.next()!)")
  m.a += 0
  print("I5 next \(await itI5.next()!)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 137: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.points) \(m.bag) \(m.item.q) \(m.ignored) \(m.ref.v) \(m.mode) \((m.dict["k"] ?? 0)) \(m.cached)")
}

// ── program 138
struct G138Point: Equatable { var x = 0 }
struct G138Bag { var n = 0 }
@Observable final class G138Item { var q = 3 }
@Observable final class G138Model {
  var a = 1
  var b = 1
  var total: Int { a + b }
  var arr: [Int] = [0, 0, 0]
  var points: [G138Point] = [G138Point(), G138Point()]
  var bag = G138Bag()
  var items: [G138Item] = [G138Item(), G138Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G138Mode { case idle, busy }
enum G138Job { case none, run(Int) }
enum G138Level: Int, CaseIterable { case low = 1, mid, high }
extension G138Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G138bump(_ x: inout Int, by k: Int) { x += k }
enum G138Err: Error { case tooBig(Int), odd }
final class G138Counter { var count = 0; var dirty = false }
@MainActor func program138() async {
  print("— program 138")
  let m = G138Model()
  let n = G138Model()
  let solo = G138Model()
  let echo = G138Model()
  let vT1 = withObservationTracking { _ = m.d; _ = m.arr; return m.d } onChange: { print("T1 fired, sees \(m.d)") }
  print("T1 read \(vT1)")
  let cE2 = G138Counter()
  withObservationTracking { _ = solo.b } onChange: { cE2.count += 1; let d = cE2.count; print("E2 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E2 exit \(d)") }
  solo.b += 1
  print("E2 after: \(solo.b) calls \(cE2.count)")
  withObservationTracking { m.b += 0 } onChange: { print("M3 fired") }
  let cL4 = G138Counter()
  let loopL4 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L4 got \(v)"); if cL4.count < 2 { cL4.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = n.arr.count; _ = n.total } onChange: { print("T5 fired, sees \(n.arr.count)") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT6 = withObservationTracking { _ = n.ignored; return n.ignored } onChange: { print("T6 fired, sees \(n.ignored)") }
  print("T6 read \(vT6)")
  try? await Task.sleep(for: .milliseconds(50))
  m.a = 1; m.d = 1.5
  m.points[1] = G138Point(); m.b -= 1
  m.points[0].x = 3; m.b -= 1
  try? await Task.sleep(for: .milliseconds(50))
  loopL4.cancel(); _ = await loopL4.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 138: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.arr) \(m.points) \(m.bag) \(m.items[1].q) \(m.ignored) \(m.w) \(m.d) \(m[0]) \(m.cached)")
}

// ── program 139
struct G139Point: Equatable { var x = 0 }
struct G139Bag { var n = 0 }
@Observable final class G139Item { var q = 3 }
final class G139Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G139Ref, r: G139Ref) -> Bool { l.v == r.v } }
@Observable final class G139Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G139Point] = [G139Point(), G139Point()]
  var item = G139Item()
  var items: [G139Item] = [G139Item(), G139Item()]
  var ref = G139Ref(0)
  var job = G139Job.none
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G139Mode { case idle, busy }
enum G139Job { case none, run(Int) }
enum G139Level: Int, CaseIterable { case low = 1, mid, high }
extension G139Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G139bump(_ x: inout Int, by k: Int) { x += k }
enum G139Err: Error { case tooBig(Int), odd }
final class G139Counter { var count = 0; var dirty = false }
@MainActor func program139() async {
  print("— program 139")
  let m = G139Model()
  let n = G139Model()
  let solo = G139Model()
  let echo = G139Model()
  try? await Task.sleep(for: .milliseconds(50))
  let cW1 = G139Counter()
  withObservationTracking { _ = m.arr[1] } willSet: { t in cW1.count += 1; print("W1 willSet \(m.arr[1])"); if cW1.count >= 4 { t.cancel() } } didSet: { _ in print("W1 didSet \(m.arr[1])") }
  print("F2 twice \(m.twice)"); m.raise(by: 1)
  let cE3 = G139Counter()
  withObservationTracking { _ = solo.b } onChange: { cE3.count += 1; let d = cE3.count; print("E3 enter \(d) sees \(solo.b)"); if d < 3 { solo.b = 100 + d }; print("E3 exit \(d)") }
  solo.b += 1
  print("E3 after: \(solo.b) calls \(cE3.count)")
  withObservationTracking { m.b += 0 } onChange: { print("M4 fired") }
  let cL5 = G139Counter()
  let loopL5 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L5 got \(v)"); if cL5.count < 2 { cL5.count += 1; echo.a += 1 } } }
  withObservationTracking { _ = (n.a + n.item.q); _ = m[0] } onChange: { print("T6 fired, sees \((n.a + n.item.q))") }
  try? await Task.sleep(for: .milliseconds(50))
  let vT7 = withObservationTracking { _ = n.arr.count; return n.arr.count } onChange: { print("T7 fired, sees \(n.arr.count)") }
  print("T7 read \(vT7)")
  try? await Task.sleep(for: .milliseconds(50))
  m.b -= 1; m.item = m.item
  m.items[1] = G139Item(); m.b -= 1
  m.item = m.item; m.item = G139Item()
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 139: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.opt) \(m.arr) \(m.points) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.job) \(m.span.hi) \(m[0])")
}

await program130()
await program131()
await program132()
await program133()
await program134()
await program135()
await program136()
await program137()
await program138()
await program139()
