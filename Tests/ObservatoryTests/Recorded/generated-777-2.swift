//: # Generated programs 20..<30, seed 777
//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.

// ── program 20
struct G20Point: Equatable { var x = 0 }
struct G20Bag { var n = 0 }
@Observable final class G20Item { var q = 1 }
@Observable final class G20Model {
  var a = 2
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G20Bag()
  var item = G20Item()
  var items: [G20Item] = [G20Item(), G20Item()]
  @ObservationIgnored var ignored = 0
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var dict: [String: Int] = [:]
  var level = G20Level.low
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G20Mode { case idle, busy }
enum G20Job { case none, run(Int) }
enum G20Level: Int, CaseIterable { case low = 1, mid, high }
extension G20Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G20bump(_ x: inout Int, by k: Int) { x += k }
enum G20Err: Error { case tooBig(Int), odd }
final class G20Counter { var count = 0; var dirty = false }
func G20armR1(_ m: G20Model, _ c: G20Counter) {
  let v = withObservationTracking { m.b } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G20armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G20armR4(_ m: G20Model, _ c: G20Counter) {
  let v = withObservationTracking { m.item.q } onChange: { c.count += 1; print("R4 fired"); if c.count < 3 { G20armR4(m, c) } }
  print("R4 armed, read \(v)")
}
func G20armR6(_ m: G20Model, _ c: G20Counter) {
  let v = withObservationTracking { m.a } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G20armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program20() async {
  print("— program 20")
  let m = G20Model()
  let n = G20Model()
  let solo = G20Model()
  let echo = G20Model()
  let cR1 = G20Counter()
  G20armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.arr) \(n.opt)")
  G20bump(&m.a, by: 1)
  m.b -= 1; (m.span.lo, m.span.hi) = (m.span.hi, m.span.lo)
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.total) \(n.bag.n)")
  let cR4 = G20Counter()
  G20armR4(m, cR4)
  G20bump(&m.a, by: 1)
  print("state: \(m.bag) \(n.span.hi)")
  if cR4.dirty { cR4.dirty = false; G20armR4(m, cR4) }
  print("state: \(m.ignored) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR6 = G20Counter()
  G20armR6(m, cR6)
  print("F7 twice \(m.twice)"); m.raise(by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 20: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.w) \((m.dict["k"] ?? 0)) \(m.level) \(m.span.hi)")
}

// ── program 21
struct G21Point: Equatable { var x = 0 }
struct G21Bag { var n = 0 }
@Observable final class G21Item { var q = 3; deinit { print("G21Item deinit") } }
final class G21Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G21Ref, r: G21Ref) -> Bool { l.v == r.v } }
@Observable final class G21Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var points: [G21Point] = [G21Point(), G21Point()]
  var bag = G21Bag()
  var item = G21Item()
  var items: [G21Item] = [G21Item(), G21Item()]
  var ref = G21Ref(0)
  var d = 0.5
  var dict: [String: Int] = [:]
  var level = G21Level.low
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G21Mode { case idle, busy }
enum G21Job { case none, run(Int) }
enum G21Level: Int, CaseIterable { case low = 1, mid, high }
extension G21Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G21bump(_ x: inout Int, by k: Int) { x += k }
enum G21Err: Error { case tooBig(Int), odd }
final class G21Counter { var count = 0; var dirty = false }
func G21armR7(_ m: G21Model, _ c: G21Counter) {
  let v = withObservationTracking { (m.opt ?? -1) } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G21armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program21() async {
  print("— program 21")
  let m = G21Model()
  let n = G21Model()
  let solo = G21Model()
  let echo = G21Model()
  m.ref = G21Ref(0); m.flag = false; m.ref = G21Ref(m.ref.v)
  let loopL1 = Task { @MainActor in for await v in Observations({ m.item.q }) { print("L1 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  try? await Task.sleep(for: .milliseconds(50))
  let cL2 = G21Counter()
  let loopL2 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L2 got \(v)"); if cL2.count < 2 { cL2.count += 1; echo.a += 1 } } }
  try? await Task.sleep(for: .milliseconds(50))
  let loopL3 = Task { @MainActor in for await v in Observations({ m.items.count + m.dict.count }) { print("L3 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  if case let .run(k)? = Optional(G21Job.run(m.a)), k > 0 { print("F4 run \(k)") } else { print("F4 not running") }
  G21bump(&m.a, by: 1)
  print("state: \(m.d) \(n.level.rawValue)")
  withObservationTracking { _ = m.items[1].q; _ = m.opt } onChange: { print("T6 fired, sees \(m.items[1].q)") }
  let cR7 = G21Counter()
  G21armR7(m, cR7)
  print("F8 twice \(m.twice)"); m.raise(by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next((m.opt ?? -1)) }) { print("L9 got \(v)") }; print("L9 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  let loopL10 = Task { @MainActor in for await v in Observations({ m.total }) { print("L10 got \(v)") } }
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F11 fired, m is \(m == nil ? "gone" : "here")") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL2.cancel(); _ = await loopL2.value
  loopL3.cancel(); _ = await loopL3.value
  loopL9.cancel(); _ = await loopL9.value
  loopL10.cancel(); _ = await loopL10.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 21: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.points) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.ref.v) \(m.d) \((m.dict["k"] ?? 0)) \(m.level) \(m.cached)")
}

// ── program 22
struct G22Point: Equatable { var x = 0 }
struct G22Bag { var n = 0 }
@Observable final class G22Item { var q = 1 }
@Observable final class G22Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var points: [G22Point] = [G22Point(), G22Point()]
  var bag = G22Bag()
  var item = G22Item()
  @ObservationIgnored var ignored = 0
  var job = G22Job.none
  var d = 0.5
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G22Mode { case idle, busy }
enum G22Job { case none, run(Int) }
enum G22Level: Int, CaseIterable { case low = 1, mid, high }
extension G22Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G22bump(_ x: inout Int, by k: Int) { x += k }
enum G22Err: Error { case tooBig(Int), odd }
final class G22Counter { var count = 0; var dirty = false }
func G22armR2(_ m: G22Model, _ c: G22Counter) {
  let v = withObservationTracking { m[1] } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G22armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program22() async {
  print("— program 22")
  let m = G22Model()
  let n = G22Model()
  let solo = G22Model()
  let echo = G22Model()
  withObservationTracking { _ = m.a; _ = m.name; _ = m.bag } onChange: { print("T1 fired, sees \(m.a)") }
  let cR2 = G22Counter()
  G22armR2(m, cR2)
  print("F3 twice \(m.twice)"); m.raise(by: 3)
  do { defer { print("F4 deferred \(m.a)") }; if m.a > 1 { throw G22Err.tooBig(m.a) }; if m.a % 2 == 1 { throw G22Err.odd }; print("F4 fine") } catch G22Err.tooBig(let v) where v > 2 { print("F4 too big \(v)") } catch let e as G22Err { print("F4 caught \(e)") } catch { print("F4 other") }
  m.dict["j"] = 2; m.ignored += 1
  let loopL5 = Task { @MainActor in for await v in Observations({ m.ignored + m.points[0].x }) { print("L5 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  if case let .run(k)? = Optional(G22Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  G22bump(&m.a, by: 1)
  print("state: \(m.job) \((n.a + n.item.q))")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 22: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.points) \(m.bag) \(m.item.q) \(m.ignored) \(m.job) \(m.d) \((m.dict["k"] ?? 0)) \(m[0])")
}

// ── program 23
struct G23Point: Equatable { var x = 0 }
struct G23Bag { var n = 0 }
@Observable final class G23Item { var q = 1 }
@Observable final class G23Model {
  var a = 3
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G23Point] = [G23Point(), G23Point()]
  var bag = G23Bag()
  var items: [G23Item] = [G23Item(), G23Item()]
  var mode = G23Mode.idle
  var job = G23Job.none
  var d = 0.5
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G23Mode { case idle, busy }
enum G23Job { case none, run(Int) }
enum G23Level: Int, CaseIterable { case low = 1, mid, high }
extension G23Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G23bump(_ x: inout Int, by k: Int) { x += k }
enum G23Err: Error { case tooBig(Int), odd }
final class G23Counter { var count = 0; var dirty = false }
func G23armR1(_ m: G23Model, _ c: G23Counter) {
  let v = withObservationTracking { m.total } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G23armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G23armR4(_ m: G23Model, _ c: G23Counter) {
  let v = withObservationTracking { m.arr.count } onChange: { c.count += 1; print("R4 fired"); if c.count < 3 { G23armR4(m, c) } }
  print("R4 armed, read \(v)")
}
func G23armR6(_ m: G23Model, _ c: G23Counter) {
  let v = withObservationTracking { m.items.count } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G23armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program23() async {
  print("— program 23")
  let m = G23Model()
  let n = G23Model()
  let solo = G23Model()
  let echo = G23Model()
  let cR1 = G23Counter()
  G23armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.summary) \(n.name)")
  G23bump(&m.a, by: 1)
  m.name = "s3"; m.items[1] = G23Item()
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.bag.n) \(n.arr[1])")
  let cR4 = G23Counter()
  G23armR4(m, cR4)
  G23bump(&m.a, by: 1)
  print("state: \(m.job) \(n.b)")
  if cR4.dirty { cR4.dirty = false; G23armR4(m, cR4) }
  print("state: \((m.opt ?? -1)) \(n.name)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR6 = G23Counter()
  G23armR6(m, cR6)
  print("F7 twice \(m.twice)"); m.raise(by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 23: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.arr) \(m.points) \(m.bag) \(m.items[1].q) \(m.mode) \(m.job) \(m.d) \(m.span.hi) \(m.cached)")
}

// ── program 24
struct G24Point: Equatable { var x = 0 }
struct G24Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G24Item { var q = 1 }
@Observable final class G24Model {
  var a = 1
  var b = 3
  var total: Int { a + b }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var points: [G24Point] = [G24Point(), G24Point()]
  var item = G24Item()
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G24Mode.idle
  var job = G24Job.none
  var level = G24Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G24Mode { case idle, busy }
enum G24Job { case none, run(Int) }
enum G24Level: Int, CaseIterable { case low = 1, mid, high }
extension G24Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G24bump(_ x: inout Int, by k: Int) { x += k }
enum G24Err: Error { case tooBig(Int), odd }
final class G24Counter { var count = 0; var dirty = false }
func G24armR4(_ m: G24Model, _ c: G24Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { print("R4 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G24armR4(m, c) } } }
  print("R4 armed, read \(v)")
}
@MainActor func program24() async {
  print("— program 24")
  let m = G24Model()
  let n = G24Model()
  let solo = G24Model()
  let echo = G24Model()
  withObservationTracking { _ = m.arr } onChange: { print("T1 fired, sees \(m.arr)") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.mode) \(n.points)")
  G24bump(&m.a, by: 1)
  m.flag.toggle(); m.w = 2
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m[0]) \((n.opt ?? -1))")
  let cR4 = G24Counter()
  G24armR4(m, cR4)
  G24bump(&m.a, by: 1)
  print("state: \(m.job) \(n.w)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 24: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.opt) \(m.arr) \(m.points) \(m.item.q) \(m.w) \(m.mode) \(m.job) \(m.level) \(m[0])")
}

// ── program 25
struct G25Point: Equatable { var x = 0 }
struct G25Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
final class G25Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G25Ref, r: G25Ref) -> Bool { l.v == r.v } }
@Observable final class G25Model {
  var a = 3
  var b = 2
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = true
  var opt: Int? = nil
  var arr: [Int] = [0, 0, 0]
  var bag = G25Bag()
  var ref = G25Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var mode = G25Mode.idle
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G25Mode { case idle, busy }
enum G25Job { case none, run(Int) }
enum G25Level: Int, CaseIterable { case low = 1, mid, high }
extension G25Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G25bump(_ x: inout Int, by k: Int) { x += k }
enum G25Err: Error { case tooBig(Int), odd }
final class G25Counter { var count = 0; var dirty = false }
func G25armR1(_ m: G25Model, _ c: G25Counter) {
  let v = withObservationTracking { m.total } onChange: { print("R1 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G25armR1(m, c) } } }
  print("R1 armed, read \(v)")
}
func G25armR4(_ m: G25Model, _ c: G25Counter) {
  let v = withObservationTracking { m.ref.v } onChange: { c.count += 1; print("R4 fired"); if c.count < 3 { G25armR4(m, c) } }
  print("R4 armed, read \(v)")
}
func G25armR6(_ m: G25Model, _ c: G25Counter) {
  let v = withObservationTracking { m.span.hi } onChange: { c.count += 1; print("R6 fired"); if c.count < 3 { G25armR6(m, c) } }
  print("R6 armed, read \(v)")
}
@MainActor func program25() async {
  print("— program 25")
  let m = G25Model()
  let n = G25Model()
  let solo = G25Model()
  let echo = G25Model()
  let cR1 = G25Counter()
  G25armR1(m, cR1)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.arr) \(n.opt)")
  G25bump(&m.a, by: 1)
  m.name = "s3"; m.w = 2
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \((m.dict["k"] ?? 0)) \((n.span.lo + n.span.hi))")
  let cR4 = G25Counter()
  G25armR4(m, cR4)
  G25bump(&m.a, by: 1)
  print("state: \(m.bag) \(n.w)")
  if cR4.dirty { cR4.dirty = false; G25armR4(m, cR4) }
  print("state: \(m.bag.n) \(n.summary)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR6 = G25Counter()
  G25armR6(m, cR6)
  print("F7 twice \(m.twice)"); m.raise(by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 25: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.arr) \(m.bag) \(m.ref.v) \(m.w) \(m.mode) \((m.dict["k"] ?? 0)) \(m.span.hi) \(m.cached)")
}

// ── program 26
struct G26Point: Equatable { var x = 0 }
struct G26Bag { var n = 0 }
final class G26Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G26Ref, r: G26Ref) -> Bool { l.v == r.v } }
@Observable final class G26Model {
  var a = 2
  var b = 1
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var opt: Int? = nil
  var points: [G26Point] = [G26Point(), G26Point()]
  @ObservationIgnored var ignored = 0
  var ref = G26Ref(0)
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var d = 0.5
  var level = G26Level.low
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G26Mode { case idle, busy }
enum G26Job { case none, run(Int) }
enum G26Level: Int, CaseIterable { case low = 1, mid, high }
extension G26Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G26bump(_ x: inout Int, by k: Int) { x += k }
enum G26Err: Error { case tooBig(Int), odd }
final class G26Counter { var count = 0; var dirty = false }
func G26armR4(_ m: G26Model, _ c: G26Counter) {
  let v = withObservationTracking { m[1] } onChange: { print("R4 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G26armR4(m, c) } } }
  print("R4 armed, read \(v)")
}
@MainActor func program26() async {
  print("— program 26")
  let m = G26Model()
  let n = G26Model()
  let solo = G26Model()
  let echo = G26Model()
  withObservationTracking { _ = m.flag } onChange: { print("T1 fired, sees \(m.flag)") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.points) \(n.opt)")
  G26bump(&m.a, by: 1)
  m.d = .nan; m.name = "s2"
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m[0]) \((n.opt ?? -1))")
  let cR4 = G26Counter()
  G26armR4(m, cR4)
  G26bump(&m.a, by: 1)
  print("state: \(m.d) \(n.ignored)")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 26: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.opt) \(m.points) \(m.ignored) \(m.ref.v) \(m.w) \(m.d) \(m.level) \(m[0])")
}

// ── program 27
struct G27Point: Equatable { var x = 0 }
struct G27Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G27Item { var q = 1 }
final class G27Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; static func == (l: G27Ref, r: G27Ref) -> Bool { l.v == r.v } }
@Observable final class G27Model {
  var a = 1
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var flag = false
  var arr: [Int] = [0, 0, 0]
  var items: [G27Item] = [G27Item(), G27Item()]
  @ObservationIgnored var ignored = 0
  var ref = G27Ref(0)
  var job = G27Job.none
  var dict: [String: Int] = [:]
  var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)
}
enum G27Mode { case idle, busy }
enum G27Job { case none, run(Int) }
enum G27Level: Int, CaseIterable { case low = 1, mid, high }
extension G27Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G27bump(_ x: inout Int, by k: Int) { x += k }
enum G27Err: Error { case tooBig(Int), odd }
final class G27Counter { var count = 0; var dirty = false }
func G27armR4(_ m: G27Model, _ c: G27Counter) {
  let v = withObservationTracking { m.ref.v } onChange: { print("R4 fired"); c.count += 1; if c.count < 3 { Task { @MainActor in G27armR4(m, c) } } }
  print("R4 armed, read \(v)")
}
@MainActor func program27() async {
  print("— program 27")
  let m = G27Model()
  let n = G27Model()
  let solo = G27Model()
  let echo = G27Model()
  withObservationTracking { _ = m.arr } onChange: { print("T1 fired, sees \(m.arr)") }
  try? await Task.sleep(for: .milliseconds(50))
  print("state: \(m.flag) \(n.flag)")
  G27bump(&m.a, by: 1)
  m.dict = [:]; m.ref = G27Ref(2)
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F3 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m.span.hi) \(n.arr[1])")
  let cR4 = G27Counter()
  G27armR4(m, cR4)
  G27bump(&m.a, by: 1)
  print("state: \(m.arr) \((n.dict["k"] ?? 0))")
  try? await Task.sleep(for: .milliseconds(50))
  try? await Task.sleep(for: .milliseconds(50))
  print("end 27: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.flag) \(m.arr) \(m.items[1].q) \(m.ignored) \(m.ref.v) \(m.job) \((m.dict["k"] ?? 0)) \(m.span.hi)")
}

// ── program 28
struct G28Point: Equatable { var x = 0 }
struct G28Bag { var n = 0 }
@Observable final class G28Item { var q = 1 }
@Observable final class G28Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var name = "n"
  var summary: String { "\(name)/\(a)" }
  var opt: Int? = nil
  var item = G28Item()
  var items: [G28Item] = [G28Item(), G28Item()]
  @ObservationIgnored var ignored = 0
  var mode = G28Mode.idle
  var d = 0.5
  var level = G28Level.low
  @ObservationIgnored lazy var cached: Int = b * 10
}
enum G28Mode { case idle, busy }
enum G28Job { case none, run(Int) }
enum G28Level: Int, CaseIterable { case low = 1, mid, high }
extension G28Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G28bump(_ x: inout Int, by k: Int) { x += k }
enum G28Err: Error { case tooBig(Int), odd }
final class G28Counter { var count = 0; var dirty = false }
func G28armR2(_ m: G28Model, _ c: G28Counter) {
  let v = withObservationTracking { (m.opt ?? -1) } onChange: { c.count += 1; print("R2 fired"); if c.count < 3 { G28armR2(m, c) } }
  print("R2 armed, read \(v)")
}
@MainActor func program28() async {
  print("— program 28")
  let m = G28Model()
  let n = G28Model()
  let solo = G28Model()
  let echo = G28Model()
  withObservationTracking { _ = m.item.q; _ = m.name; _ = m.summary } onChange: { print("T1 fired, sees \(m.item.q)") }
  let cR2 = G28Counter()
  G28armR2(m, cR2)
  print("F3 twice \(m.twice)"); m.raise(by: 3)
  do { defer { print("F4 deferred \(m.a)") }; if m.a > 1 { throw G28Err.tooBig(m.a) }; if m.a % 2 == 1 { throw G28Err.odd }; print("F4 fine") } catch G28Err.tooBig(let v) where v > 2 { print("F4 too big \(v)") } catch let e as G28Err { print("F4 caught \(e)") } catch { print("F4 other") }
  m.level = G28Level(rawValue: m.a) ?? .mid; m.item = G28Item()
  let loopL5 = Task { @MainActor in for await v in Observations({ m.b + m.b }) { print("L5 got \(v)"); try? await Task.sleep(for: .milliseconds(75)) } }
  if case let .run(k)? = Optional(G28Job.run(m.a)), k > 0 { print("F6 run \(k)") } else { print("F6 not running") }
  G28bump(&m.a, by: 1)
  print("state: \(m.d) \(n.b)")
  try? await Task.sleep(for: .milliseconds(50))
  loopL5.cancel(); _ = await loopL5.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 28: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.name) \(m.opt) \(m.item.q) \(m.items[1].q) \(m.ignored) \(m.mode) \(m.d) \(m.level) \(m.cached)")
}

// ── program 29
struct G29Point: Equatable { var x = 0 }
struct G29Bag { var n = 0 { didSet { print("bag.n \(oldValue) -> \(n)") } } }
@Observable final class G29Item { var q = 3; deinit { print("G29Item deinit") } }
@Observable final class G29Model {
  var a = 0
  var b = 0
  var total: Int { a + b }
  var flag = false
  var bag = G29Bag()
  var item = G29Item()
  var items: [G29Item] = [G29Item(), G29Item()]
  var w = 0 { willSet { print("w willSet \(w) -> \(newValue)") } didSet { print("w didSet \(oldValue) -> \(w)") } }
  var job = G29Job.none
  var dict: [String: Int] = [:]
  var cells = [0, 0]
  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
}
enum G29Mode { case idle, busy }
enum G29Job { case none, run(Int) }
enum G29Level: Int, CaseIterable { case low = 1, mid, high }
extension G29Model {
  var twice: Int { a * 2 }
  func raise(by k: Int) { b += k }
}
func G29bump(_ x: inout Int, by k: Int) { x += k }
enum G29Err: Error { case tooBig(Int), odd }
final class G29Counter { var count = 0; var dirty = false }
func G29armR2(_ m: G29Model, _ c: G29Counter) {
  let v = withObservationTracking { m.bag.n } onChange: { print("R2 fired"); c.dirty = true }
  print("R2 armed, read \(v)")
}
func G29armR5(_ m: G29Model, _ c: G29Counter) {
  let v = withObservationTracking { m.w } onChange: { c.count += 1; print("R5 fired"); if c.count < 3 { G29armR5(m, c) } }
  print("R5 armed, read \(v)")
}
func G29armR7(_ m: G29Model, _ c: G29Counter) {
  let v = withObservationTracking { (m.a + m.item.q) } onChange: { c.count += 1; print("R7 fired"); if c.count < 3 { G29armR7(m, c) } }
  print("R7 armed, read \(v)")
}
@MainActor func program29() async {
  print("— program 29")
  let m = G29Model()
  let n = G29Model()
  let solo = G29Model()
  let echo = G29Model()
  print("state: \(m.w) \(n.w)")
  let cL1 = G29Counter()
  let loopL1 = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) { print("L1 got \(v)"); if cL1.count < 2 { cL1.count += 1; echo.a += 1 } } }
  let cR2 = G29Counter()
  G29armR2(m, cR2)
  G29bump(&m.a, by: 1)
  m.dict["j"] = 3; m.w = 2
  try? await Task.sleep(for: .milliseconds(50))
  withObservationTracking { _ = m.b } onChange: { [weak m] in print("F4 fired, m is \(m == nil ? "gone" : "here")") }
  print("state: \(m[0]) \(n.bag.n)")
  let cR5 = G29Counter()
  G29armR5(m, cR5)
  G29bump(&m.a, by: 1)
  print("state: \(m.bag) \((n.dict["k"] ?? 0))")
  if cR5.dirty { cR5.dirty = false; G29armR5(m, cR5) }
  print("state: \((m.flag ? m.a : m.b)) \(n.flag)")
  try? await Task.sleep(for: .milliseconds(50))
  let cR7 = G29Counter()
  G29armR7(m, cR7)
  print("F8 twice \(m.twice)"); m.raise(by: 3)
  try? await Task.sleep(for: .milliseconds(50))
  let loopL9 = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(m.bag.n) }) { print("L9 got \(v)") }; print("L9 finished") }
  try? await Task.sleep(for: .milliseconds(50))
  loopL1.cancel(); _ = await loopL1.value
  loopL9.cancel(); _ = await loopL9.value
  try? await Task.sleep(for: .milliseconds(50))
  print("end 29: \(m.a) \(m.b) \(n.a) \(solo.b) \(m.flag) \(m.bag) \(m.item.q) \(m.items[1].q) \(m.w) \(m.job) \((m.dict["k"] ?? 0)) \(m[0])")
}

await program20()
await program21()
await program22()
await program23()
await program24()
await program25()
await program26()
await program27()
await program28()
await program29()
