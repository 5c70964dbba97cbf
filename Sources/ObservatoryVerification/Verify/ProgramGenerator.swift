import Foundation
import ObservatoryEngine

/// Random lesson programs for the conformance suite: each one runs in the playground and, exported,
/// on the real Observation runtime, and the two must print the same.
///
/// A program is a `@MainActor` async function with its own types (named `G<n>...`, so that many
/// programs fit in one lesson and one compiled module). It builds models with stored, computed and
/// `@ObservationIgnored` properties, a nested object, arrays of values and of objects, and then
/// mixes: one-shot tracking scopes (some nested, some reading through the nested object or an
/// array), persistent willSet/didSet trackings, scopes re-armed synchronously (R6, R11) or later,
/// plain, same-value and compound writes (R7, R8), writes inside a tracking scope, and
/// `Observations` loops (some with `untilFinished`, some writing in their body, some slow) with
/// sleeps between bursts of writes (R16-R19). The language around them varies too: raw-value
/// enums, named tuples, subscripts, lazy properties, Sets, Decimals, extensions, `inout` and
/// `swap`, patterns, `defer`, `do`/`catch` with patterns and capture lists.
///
/// Where Swift promises no order (several observers of one write, R13; several loops resumed by
/// it, R21) the programs only print, so the two runs can differ only in the order of those whole
/// blocks of output, which `observatory verify` accepts (and nothing else). State that callbacks change lives on models only one observer
/// reads at a time: `solo` for re-entrant writes (R6), `echo` for loop-body writes (R19). (Were a
/// loop to watch `solo` too, the order of the two callbacks would decide whether the loop's
/// tracking fires once or, from the outer write's snapshot, a second time (R11), which sets the
/// dirty flag and yields a duplicate element: measured, and order-dependent, so not generated.)
public struct ProgramGenerator: Sendable {
  public let seed: UInt64

  public init(seed: UInt64) { self.seed = seed }

  /// One program: its types and helpers, the statements of its function, and the function's name.
  public struct Program: Sendable {
    public let index: Int
    /// Everything but the program's function: its types and helpers.
    public let support: String
    /// The statements of its function, one per entry (`Shrinker` drops some).
    public var statements: [String]
    public let function: String

    /// The types, the helpers and the function.
    public var declarations: String {
      support + "\n@MainActor func \(function)() async {\n" + statements.map { "  " + $0 }.joined(separator: "\n")
        + "\n}\n"
    }
  }

  /// Lessons holding `count` programs, `perLesson` to a lesson (one compiled module each).
  public func lessons(count: Int, perLesson: Int = 10) -> [String] {
    stride(from: 0, to: count, by: perLesson).map { lesson($0..<min(count, $0 + perLesson)) }
  }

  /// A lesson that runs programs `range` one after another.
  public func lesson(_ range: Range<Int>) -> String {
    lesson(range.map(program), title: "\(range.lowerBound)..<\(range.upperBound)")
  }

  /// A lesson that runs `programs` one after another.
  public func lesson(_ programs: [Program], title: String) -> String {
    var out = [
      "//: # Generated programs \(title), seed \(seed)",
      "//: Made by Observatory's program generator (ProgramGenerator); each program runs on its own models.",
      "",
    ]
    // Decimal is Foundation's: Swift (and the compiler check) wants the import.
    if programs.contains(where: { $0.declarations.contains("Decimal") }) { out.insert("import Foundation", at: 2) }
    for p in programs { out.append(p.declarations) }
    for p in programs { out.append("await \(p.function)()") }
    return out.joined(separator: "\n") + "\n"
  }

  /// The programs of a generated lesson (`text`, holding programs `range`) that the given lesson
  /// lines fall in (each program's declarations start with `// ── program N`); all of `range`
  /// when no line can be placed.
  public func programs(in text: String, named lines: [Int], among range: Range<Int>) -> [Int] {
    var starts: [(line: Int, program: Int)] = []
    for (k, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if l.hasPrefix("// ── program "), let n = Int(l.dropFirst("// ── program ".count)) { starts.append((k + 1, n)) }
    }
    let found = Set(lines.compactMap { line in starts.last { $0.line <= line }?.program })
    return found.isEmpty ? Array(range) : found.sorted()
  }

  /// Program number `index`: the same seed and index always give the same text.
  public func program(_ index: Int) -> Program {
    var b = Builder(index: index, rng: SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    b.generate()
    return Program(
      index: index, support: b.declarations.joined(separator: "\n"), statements: b.body, function: "program\(index)")
  }

  struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
  }

  /// Builds one program's text.
  struct Builder {
    let index: Int
    var rng: SplitMix64
    var declarations: [String] = []
    var body: [String] = []
    var ids = 0
    var loops: [String] = []
    var usesTaskRearm = false
    var hasWritingLoop = false

    init(index: Int, rng: SplitMix64) {
      self.index = index
      self.rng = rng
    }

    var g: String { "G\(index)" }

    mutating func nextID(_ prefix: String) -> String {
      ids += 1
      return "\(prefix)\(ids)"
    }

    /// A kind of stored property a program's model may have: its declaration, reads (Int-valued
    /// ones can be added up in `Observations` closures) and writes (`V` is a small value).
    struct PropertyKind {
      let declaration: String
      let intReads: [String]
      let otherReads: [String]
      let writes: [String]
      var usesItem = false
      var usesRef = false
    }

    static let core = PropertyKind(
      declaration: "var a = A\n  var b = B\n  var total: Int { a + b }",
      intReads: ["m.a", "m.b", "m.total"], otherReads: [],
      writes: ["m.a = V", "m.a = V", "m.b = V", "m.a += 0", "m.a += 1", "m.b -= 1", "m.a = m.a"])
    static let optionalKinds: [PropertyKind] = [
      PropertyKind(
        declaration: "var name = \"n\"\n  var summary: String { \"\\(name)/\\(a)\" }",
        intReads: [], otherReads: ["m.name", "m.summary"], writes: ["m.name = \"sV\""]),
      PropertyKind(
        declaration: "var flag = FLAG", intReads: ["(m.flag ? m.a : m.b)"], otherReads: ["m.flag"],
        writes: ["m.flag.toggle()", "m.flag = FLAG"]),
      PropertyKind(
        declaration: "var opt: Int? = nil", intReads: ["(m.opt ?? -1)"], otherReads: ["m.opt"],
        writes: ["m.opt = nil", "m.opt = V"]),
      PropertyKind(
        declaration: "var arr: [Int] = [0, 0, 0]", intReads: ["m.arr[1]", "m.arr.count"], otherReads: ["m.arr"],
        writes: ["m.arr[I] = V", "m.arr.append(V)", "m.arr = [0, 0, 0]"]),
      PropertyKind(
        declaration: "var points: [GPoint] = [GPoint(), GPoint()]", intReads: ["m.points[0].x"],
        otherReads: ["m.points"],
        writes: ["m.points[J].x = V", "m.points[1] = GPoint()"]),
      PropertyKind(
        declaration: "var bag = GBag()", intReads: ["m.bag.n"], otherReads: ["m.bag"],
        writes: ["m.bag.n += 1", "m.bag = GBag()"]),
      PropertyKind(
        declaration: "var item = GItem()", intReads: ["m.item.q", "(m.a + m.item.q)"], otherReads: [],
        writes: ["m.item.q = V", "m.item = GItem()", "m.item = m.item"], usesItem: true),
      PropertyKind(
        declaration: "var items: [GItem] = [GItem(), GItem()]", intReads: ["m.items[1].q", "m.items.count"],
        otherReads: [],
        writes: ["m.items[J].q = V", "m.items.append(GItem())", "m.items[1] = GItem()"], usesItem: true),
      PropertyKind(
        declaration: "@ObservationIgnored var ignored = 0", intReads: ["m.ignored"], otherReads: [],
        writes: ["m.ignored += 1"]),
      // An Equatable class: the setter compares with ==, not identity (R7).
      PropertyKind(
        declaration: "var ref = GRef(0)", intReads: ["m.ref.v"], otherReads: [],
        writes: ["m.ref = GRef(V)", "m.ref = GRef(m.ref.v)"], usesRef: true),
      // The property's own observers run on every write, even one R7 filters; with `+=` (R8)
      // willSet sees the new value while the property still holds the old.
      PropertyKind(
        declaration:
          "var w = 0 { willSet { print(\"w willSet \\(w) -> \\(newValue)\") } didSet { print(\"w didSet \\(oldValue) -> \\(w)\") } }",
        intReads: ["m.w"], otherReads: [], writes: ["m.w = V", "m.w += 1", "m.w = m.w"]),
      // An enum without payloads is Equatable (R7 filters the same case); one with a payload that
      // does not declare Equatable always notifies.
      PropertyKind(
        declaration: "var mode = GMode.idle", intReads: [], otherReads: ["m.mode"],
        writes: ["m.mode = .busy", "m.mode = .idle"]),
      PropertyKind(
        declaration: "var job = GJob.none", intReads: [], otherReads: ["m.job"],
        writes: ["m.job = .run(V)", "m.job = .none"]),
      // NaN is never equal to itself, so assigning it always notifies (R7).
      PropertyKind(
        declaration: "var d = 0.5", intReads: [], otherReads: ["m.d"], writes: ["m.d = 1.5", "m.d = .nan", "m.d += 1"]),
      // A subscript write is a _modify: it always notifies (R8). Never printed whole: a
      // dictionary's order is random per process in Swift.
      PropertyKind(
        declaration: "var dict: [String: Int] = [:]", intReads: ["(m.dict[\"k\"] ?? 0)", "m.dict.count"],
        otherReads: [],
        writes: ["m.dict[\"k\"] = V", "m.dict[\"j\"] = V", "m.dict = [:]"]),
      // A raw-value, CaseIterable, Comparable enum (R7 compares cases).
      PropertyKind(
        declaration: "var level = GLevel.low", intReads: ["m.level.rawValue"], otherReads: ["m.level"],
        writes: ["m.level = .high", "m.level = GLevel(raw\u{1}alue: m.a) ?? .mid", "m.level = GLevel.allCases.last!"]),
      // A named tuple is not Equatable: every assignment notifies (R7).
      PropertyKind(
        declaration: "var span: (lo: Int, hi: Int) = (lo: 0, hi: 1)",
        intReads: ["m.span.hi", "(m.span.lo + m.span.hi)"],
        otherReads: [],
        writes: ["m.span.hi = V", "m.span = (lo: V, hi: V)", "(m.span.lo, m.span.hi) = (m.span.hi, m.span.lo)"]),
      // A subscript reads and writes the stored array it wraps (a _modify of `cells`, R8).
      PropertyKind(
        declaration: "var cells = [0, 0]\n  subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }",
        intReads: ["m[0]", "m[1]"], otherReads: [], writes: ["m[J] = V", "m[0] += 1"]),
      // A Set compares by membership, not order: an equal set notifies nobody (R7). Never printed
      // whole (its order is random per process in Swift).
      PropertyKind(
        declaration: "var tags: Set<Int> = [1, 2]", intReads: ["m.tags.count"], otherReads: ["m.tags.sorted()"],
        writes: ["m.tags.insert(V)", "m.tags = [2, 1]", "m.tags.remove(1)", "m.tags = m.tags.union([V])"]),
      // Decimal money arithmetic is exact (R7 compares with ==).
      PropertyKind(
        declaration: "var price: Decimal = 1.5", intReads: [], otherReads: ["m.price", "(m.price * 3)"],
        writes: ["m.price += 0.1", "m.price = 2.25", "m.price = m.price"]),
      // A lazy property computed at its first read: the reads its initial value makes are tracked
      // where that read happens (verified against Swift 6.3.1).
      PropertyKind(
        declaration: "@ObservationIgnored lazy var cached: Int = b * 10", intReads: ["m.cached"], otherReads: [],
        writes: ["m.cached = V"]),
    ]

    /// The property kinds this program's model has (the @Observable macro's cost grows with them,
    /// so each program has a random part of them).
    var kinds: [PropertyKind] = []
    var intReads: [String] { kinds.flatMap(\.intReads) }
    var otherReads: [String] { kinds.flatMap(\.otherReads) }

    /// `G7Point` for `GPoint`: each program's own types.
    func local(_ s: String) -> String {
      s.replacingOccurrences(of: "GPoint", with: "\(g)Point").replacingOccurrences(of: "GBag", with: "\(g)Bag")
        .replacingOccurrences(of: "GItem", with: "\(g)Item").replacingOccurrences(of: "GRef", with: "\(g)Ref")
        .replacingOccurrences(of: "GMode", with: "\(g)Mode").replacingOccurrences(of: "GJob", with: "\(g)Job")
        .replacingOccurrences(of: "GLevel", with: "\(g)Level").replacingOccurrences(of: "Gbump", with: "\(g)bump")
    }

    /// The same read or write on another model: `m.` where it starts a name becomes `n.`.
    func on(_ model: String, _ s: String) -> String {
      guard model != "m" else { return s }
      var out = ""
      var previous: Character = " "
      var rest = Substring(s)
      while let c = rest.first {
        if c == "m", rest.dropFirst().first == ".",
          !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
        {
          out += model
        } else {
          out.append(c)
        }
        previous = c
        rest = rest.dropFirst()
      }
      return out
    }

    mutating func read(_ model: String = "m", intOnly: Bool = false) -> String {
      let others = otherReads
      let r = intOnly || others.isEmpty || rng.chance(70) ? rng.pick(intReads) : rng.pick(others)
      return on(model, r)
    }

    mutating func value() -> Int { rng.int(4) }

    /// A write to model `m` (plain, same-value, compound, in place, through a nested object).
    mutating func write(_ model: String = "m") -> String {
      let all = kinds.flatMap(\.writes)
      var w = rng.pick(all)
      w = w.replacingOccurrences(of: "V", with: String(value())).replacingOccurrences(
        of: "FLAG", with: String(rng.chance(50))
      )
      .replacingOccurrences(of: "[I]", with: "[\(rng.int(3))]").replacingOccurrences(of: "[J]", with: "[\(rng.int(2))]")
      .replacingOccurrences(of: "\u{1}", with: "V")  // a V that is not the value placeholder
      return on(model, local(w))
    }

    mutating func generate() {
      kinds = [Builder.core] + Builder.optionalKinds.filter { _ in rng.chance(55) }
      let declared = kinds.map {
        local($0.declaration).replacingOccurrences(of: "FLAG", with: String(rng.chance(50)))
          .replacingOccurrences(of: "= A", with: "= \(value())").replacingOccurrences(of: "= B", with: "= \(value())")
      }
      var types = [
        "// ── program \(index)",
        "struct \(g)Point: Equatable { var x = 0 }",
        rng.chance(50)
          ? "struct \(g)Bag { var n = 0 { didSet { print(\"bag.n \\(oldValue) -> \\(n)\") } } }"
          : "struct \(g)Bag { var n = 0 }",
      ]
      if kinds.contains(where: \.usesItem) {
        // Replaced items die at once: the deinit prints where (R12: nobody is notified).
        let deinitLine = rng.chance(50) ? "; deinit { print(\"\(g)Item deinit\") }" : ""
        types.append("@Observable final class \(g)Item { var q = \(value())\(deinitLine) }")
      }
      if kinds.contains(where: \.usesRef) {
        types.append(
          "final class \(g)Ref: Equatable { let v: Int; init(_ v: Int) { self.v = v }; "
            + "static func == (l: \(g)Ref, r: \(g)Ref) -> Bool { l.v == r.v } }")
      }
      types.append("@Observable final class \(g)Model {\n  " + declared.joined(separator: "\n  ") + "\n}")
      types.append("enum \(g)Mode { case idle, busy }")
      types.append("enum \(g)Job { case none, run(Int) }")
      types.append("enum \(g)Level: Int, CaseIterable { case low = 1, mid, high }")
      // An extension with a computed property and a method, an inout helper, and an error.
      types.append(
        "extension \(g)Model {\n  var twice: Int { a * 2 }\n  func raise(by k: Int) { b += k }\n}\n"
          + "func \(g)bump(_ x: inout Int, by k: Int) { x += k }\n"
          + "enum \(g)Err: Error { case tooBig(Int), odd }")
      types.append("final class \(g)Counter { var count = 0; var dirty = false }")
      declarations.append(types.joined(separator: "\n"))
      body.append("print(\"— program \(index)\")")
      body.append("let m = \(g)Model()")
      body.append("let n = \(g)Model()")
      body.append("let solo = \(g)Model()")
      body.append("let echo = \(g)Model()")
      var rearms: [(name: String, counter: String)] = []
      let steps = 8 + rng.int(10)
      for _ in 0..<steps {
        switch rng.int(100) {
        case 0..<16: oneShot()
        case 16..<22: nested()
        case 22..<28: persistent()
        case 28..<33: reentrant()
        case 33..<38: rearms.append(rearm())
        case 38..<43:
          if let r = rearms.randomElement(using: &rng) {
            body.append("if \(r.counter).dirty { \(r.counter).dirty = false; \(r.name)(m, \(r.counter)) }")
          } else {
            oneShot()
          }
        case 43..<48: writeInsideScope()
        case 48..<57: loop()
        case 57..<60: iterator()
        case 60..<72: body.append("try? await Task.sleep(for: .milliseconds(50))")
        case 72..<76: body.append("print(\"state: \\(\(read())) \\(\(read("n")))\")")
        case 76..<84: feature()
        default: burst()
        }
      }
      body.append("try? await Task.sleep(for: .milliseconds(50))")
      for l in loops { body.append("\(l).cancel(); _ = await \(l).value") }
      body.append("try? await Task.sleep(for: .milliseconds(50))")
      let finals =
        ["m.a", "m.b", "n.a", "solo.b"] + kinds.dropFirst().compactMap { ($0.otherReads + $0.intReads).first }
      body.append("print(\"end \(index): " + finals.map { "\\(\($0))" }.joined(separator: " ") + "\")")
    }

    /// Language features around the model: extensions, `inout` (one modify access, R8), `swap`,
    /// patterns, `defer`, `do`/`catch` with patterns, capture lists. Each prints what it saw.
    mutating func feature() {
      let id = nextID("F")
      switch rng.int(8) {
      case 0: body.append("print(\"\(id) twice \\(m.twice)\"); m.raise(by: \(value()))")
      case 1: body.append(local("Gbump(&m.a, by: \(value()))"))
      case 2:
        // One observed property at a time: swap(&m.a, &m.b) holds a modify access to m.a while m.b's
        // willSet runs its observers, and one that reads m.a traps in Swift (exclusive access).
        body.append("var t\(id) = \(value()); swap(&m.a, &t\(id)); print(\"\(id) swapped \\(m.a) \\(t\(id))\")")
      case 3:
        body.append(
          "switch (m.a, m.b) { case (0, let y): print(\"\(id) zero, \\(y)\"); case (let x, _) where x > 2: "
            + "print(\"\(id) big \\(x)\"); default: print(\"\(id) other\") }")
      case 4:
        body.append(
          "if case let .run(k)? = Optional(\(g)Job.run(m.a)), k > 0 { print(\"\(id) run \\(k)\") } "
            + "else { print(\"\(id) not running\") }")
      case 5:
        body.append(
          "do { defer { print(\"\(id) deferred \\(m.a)\") }; if m.a > 1 { throw \(g)Err.tooBig(m.a) }; "
            + "if m.a % 2 == 1 { throw \(g)Err.odd }; print(\"\(id) fine\") } "
            + "catch \(g)Err.tooBig(let v) where v > 2 { print(\"\(id) too big \\(v)\") } "
            + "catch let e as \(g)Err { print(\"\(id) caught \\(e)\") } catch { print(\"\(id) other\") }")
      case 6:
        body.append(
          "withObservationTracking { _ = m.b } onChange: { [weak m] in print(\"\(id) fired, m is \\(m == nil ? \"gone\" : \"here\")\") }"
        )
      default:
        body.append(
          "for case let (i, x) in [m.a, m.b].enumerated() where x > 0 { print(\"\(id) \\(i): \\(x)\") }")
      }
    }

    /// A burst of writes with no suspension between them: one transaction.
    mutating func burst() {
      let count = 1 + rng.int(3)
      var ws: [String] = []
      for _ in 0..<count { ws.append(rng.chance(80) ? write() : write("n")) }
      body.append(ws.joined(separator: "; "))
    }

    /// A one-shot tracking whose handler prints what it still sees (R4).
    mutating func oneShot() {
      let id = nextID("T")
      let model = rng.chance(85) ? "m" : "n"
      let reads = (0..<(1 + rng.int(3))).map { _ in read(model) }
      let seen = reads[0]
      if rng.chance(30) {
        body.append(
          "let v\(id) = withObservationTracking { \(reads.map { "_ = \($0)" }.joined(separator: "; ")); return \(reads[0]) } "
            + "onChange: { print(\"\(id) fired, sees \\(\(seen))\") }")
        body.append("print(\"\(id) read \\(v\(id))\")")
      } else {
        body.append(
          "withObservationTracking { \(reads.map { "_ = \($0)" }.joined(separator: "; ")) } "
            + "onChange: { print(\"\(id) fired, sees \\(\(seen))\") }")
      }
    }

    /// An inner scope inside an outer one: the outer also tracks what the inner read (R3).
    mutating func nested() {
      let id = nextID("N")
      let outer = read(), inner = read()
      let outerReads = rng.chance(60) ? "_ = \(outer); " : ""
      body.append(
        "withObservationTracking { \(outerReads)withObservationTracking { _ = \(inner) } onChange: { print(\"\(id) inner fired\") } } "
          + "onChange: { print(\"\(id) outer fired\") }")
    }

    /// A persistent SPI tracking: willSet sees the old value, didSet the new one (R10); it
    /// cancels itself after a few writes.
    mutating func persistent() {
      let id = nextID("W")
      let r = read(intOnly: true)
      let limit = 1 + rng.int(4)
      body.append("let c\(id) = \(g)Counter()")
      body.append(
        "withObservationTracking { _ = \(r) } willSet: { t in c\(id).count += 1; print(\"\(id) willSet \\(\(r))\"); "
          + "if c\(id).count >= \(limit) { t.cancel() } } didSet: { _ in print(\"\(id) didSet \\(\(r))\") }")
    }

    /// onChange writes what it tracks: it re-enters before anything is stored; the outermost
    /// write wins (R6). On a model only this tracking reads.
    mutating func reentrant() {
      let id = nextID("E")
      body.append("let c\(id) = \(g)Counter()")
      body.append(
        "withObservationTracking { _ = solo.b } onChange: { c\(id).count += 1; let d = c\(id).count; "
          + "print(\"\(id) enter \\(d) sees \\(solo.b)\"); if d < 3 { solo.b = 100 + d }; print(\"\(id) exit \\(d)\") }"
      )
      // Never a same-value write (R7 would filter it and leave this tracking armed next to a later
      // one: their order would then decide the output, R13). `+=` is a _modify: it adds to what
      // the nested writes stored (R6, R8).
      body.append(rng.chance(50) ? "solo.b = \(1000 + ids)" : "solo.b += 1")
      body.append("print(\"\(id) after: \\(solo.b) calls \\(c\(id).count)\")")
    }

    /// A scope that re-arms itself: inside onChange (it reads the previous value, R6, R11), from a
    /// Task (it reads the final value), or later by hand (the program checks a flag).
    mutating func rearm() -> (name: String, counter: String) {
      let id = nextID("R")
      let name = "\(g)arm\(id)"
      let r = read(intOnly: true)
      let kind = rng.int(usesTaskRearm || !loops.isEmpty ? 2 : 3)
      let handler: String
      switch kind {
      case 0: handler = "c.count += 1; print(\"\(id) fired\"); if c.count < 3 { \(name)(m, c) }"
      case 1: handler = "print(\"\(id) fired\"); c.dirty = true"
      default:
        usesTaskRearm = true
        handler = "print(\"\(id) fired\"); c.count += 1; if c.count < 3 { Task { @MainActor in \(name)(m, c) } }"
      }
      declarations.append(
        """
        func \(name)(_ m: \(g)Model, _ c: \(g)Counter) {
          let v = withObservationTracking { \(r) } onChange: { \(handler) }
          print("\(id) armed, read \\(v)")
        }
        """)
      body.append("let c\(id) = \(g)Counter()")
      body.append("\(name)(m, c\(id))")
      return (name, "c\(id)")
    }

    /// `_modify` inside a scope records an access (R8); the write itself notifies others.
    mutating func writeInsideScope() {
      let id = nextID("M")
      let target = rng.pick(["m.a += 1", "m.b = 7", "m.b += 0"])
      body.append("withObservationTracking { \(target) } onChange: { print(\"\(id) fired\") }")
    }

    /// An iterator driven by hand: its first `next()` evaluates at once with the current value
    /// (R15); a write while nobody waits sets `dirty`, so the next `next()` evaluates at once
    /// (R19); `+= 0` notifies without changing the value, and there is no de-duplication (R16).
    mutating func iterator() {
      let id = nextID("I")
      let r = read(intOnly: true)
      body.append("let obs\(id) = Observations({ \(r) + m.a })")
      if rng.chance(50) { body.append(write()) }
      body.append("var it\(id) = obs\(id).makeAsyncIterator()")
      if rng.chance(50) { body.append(write()) }
      body.append("print(\"\(id) first \\(await it\(id).next()!)\")")
      body.append(rng.chance(50) ? "m.a += \(rng.int(2))" : "m.a += 1; \(write())")
      body.append("print(\"\(id) next \\(await it\(id).next()!)\")")
    }

    /// An `Observations` loop in a task of its own (R14-R19).
    mutating func loop() {
      // A task made in a handler and a resumed loop race for the main actor (R18).
      if usesTaskRearm { return oneShot() }
      // So do a new task and a loop that a write since the last sleep woke: the woken loop reaches
      // the main actor through a hop that may come after the new task's start (measured: Swift
      // 6.3.1 started the new task first, where the playground resumes the loop first). A sleep
      // lets every woken loop run before the task is made.
      if !loops.isEmpty { body.append("try? await Task.sleep(for: .milliseconds(50))") }
      let id = nextID("L")
      loops.append("loop\(id)")
      let r1 = read(intOnly: true), r2 = read(intOnly: true)
      let expr = rng.chance(50) ? r1 : "\(r1) + \(r2)"
      switch rng.int(10) {
      case 0, 1:
        body.append(
          "let loop\(id) = Task { @MainActor in for await v in Observations<Int, Never>.untilFinished({ m.a >= 3 ? .finish : .next(\(expr)) }) "
            + "{ print(\"\(id) got \\(v)\") }; print(\"\(id) finished\") }")
      case 2,
        3 where !hasWritingLoop:
        // The body writes what the closure reads: the next element comes at once (R19). One such
        // loop per program: two would race for `solo` in an order Swift does not fix (R21).
        hasWritingLoop = true
        body.append("let c\(id) = \(g)Counter()")
        body.append(
          "let loop\(id) = Task { @MainActor in for await v in Observations({ echo.a * 10 + echo.b }) "
            + "{ print(\"\(id) got \\(v)\"); if c\(id).count < 2 { c\(id).count += 1; echo.a += 1 } } }")
      case 4:
        // A slow consumer skips transactions and sees the latest state (R19). It sleeps one and
        // a half of the main program's 50 ms steps, so its timer never races theirs.
        body.append(
          "let loop\(id) = Task { @MainActor in for await v in Observations({ \(expr) }) "
            + "{ print(\"\(id) got \\(v)\"); try? await Task.sleep(for: .milliseconds(75)) } }")
      default:
        body.append(
          "let loop\(id) = Task { @MainActor in for await v in Observations({ \(expr) }) { print(\"\(id) got \\(v)\") } }"
        )
      }
    }
  }
}

extension ProgramGenerator.SplitMix64: RandomNumberGenerator {}
