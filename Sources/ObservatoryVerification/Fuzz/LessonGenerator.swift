/// Valid-looking lessons made from a stream of choices, for fuzzing (Fuzz/, scripts/fuzz.sh).
///
/// Random bytes rarely get past the parser; this generator turns bytes into lessons that do:
/// observable and legacy classes, structs, views, trackings, `Observations` loops, tasks that
/// sleep and yield, loops, closures and collections, so that the compiler, the VM, the scheduler
/// and the view host all run. Each byte of the input is one choice (which statement, which
/// property, how many), so a fuzzer that mutates bytes mutates the lesson's structure, and a
/// byte string that crashed always makes the same lesson again. Some choices are deliberately
/// hostile: huge counts, deep nesting, self-feeding observers, conversions out of range.
public struct LessonGenerator {
  private var choices: [UInt8]
  private var next = 0
  private var lines: [String] = []
  private var indent = 0
  /// Names of variables in scope that hold a model, an Int, an array.
  private var models = ["m"]
  private var ints = ["n"]
  private var fresh = 0

  /// The lesson `choices` make (the same bytes always make the same text).
  public static func lesson(from choices: [UInt8]) -> String {
    var g = LessonGenerator(choices: choices)
    return g.generate()
  }

  private init(choices: [UInt8]) { self.choices = choices }

  private mutating func pick(_ n: Int) -> Int {
    guard next < choices.count, n > 1 else { return 0 }
    defer { next += 1 }
    return Int(choices[next]) % n
  }

  private mutating func pick<T>(_ options: [T]) -> T { options[pick(options.count)] }

  private var exhausted: Bool { next >= choices.count }

  private mutating func emit(_ line: String) {
    lines.append(String(repeating: "  ", count: indent) + line)
  }

  private mutating func name(_ stem: String) -> String {
    fresh += 1
    return "\(stem)\(fresh)"
  }

  private mutating func generate() -> String {
    declarations()
    emit("let m = Model()")
    emit("let legacy = Legacy()")
    emit("var n = \(number())")
    var count = 0
    while !exhausted && count < 60 {
      statement(depth: 0)
      count += 1
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func number() -> String {
    pick([
      "0", "1", "2", "3", "7", "10", "100", "-1", "1_000", "1_000_000", "Int.max", "Int.min", "9223372036854775807",
    ])
  }

  private mutating func intExpr() -> String {
    switch pick(8) {
    case 0: return number()
    case 1: return pick(ints)
    case 2: return "\(pick(models)).\(pick(["x", "y", "total"]))"
    case 3: return "\(pick(ints)) \(pick(["+", "-", "*", "/", "%", "&+", "&*"])) \(number())"
    case 4: return "\(pick(models)).items.count"
    case 5: return "Int(\(pick(["1e18", "9223372036854775808.0", "Double(Int.max)", "-1e300", "2.5", ".nan"])))"
    case 6: return "\(pick(models)).items.reduce(0, +)"
    default: return "(\(pick(ints)) > \(number()) ? 1 : 0)"
    }
  }

  private mutating func declarations() {
    emit("@Observable class Model {")
    emit("  var x = 0")
    emit("  var y = 0")
    emit("  var items: [Int] = []")
    emit("  var child: Model? = nil")
    emit("  @ObservationIgnored var hidden = 0")
    emit("  var total: Int { x + y }")
    emit("  func bump() { x += 1 }")
    if pick(2) == 0 { emit("  deinit { print(\"model gone\") }") }
    emit("}")
    emit("class Legacy: ObservableObject {")
    emit("  @Published var value = 0")
    emit("}")
    emit("struct Point: Equatable { var a = 0; var b = 0 }")
    emit("indirect enum Chain { case end; case link(Chain) }")
    emit("struct Row: View {")
    emit("  var model: Model")
    emit("  var body: some View { Text(\"\\(model.x)\") }")
    emit("}")
    emit("struct Screen: View {")
    emit("  var model: Model")
    emit("  var depth: Int")
    switch pick(4) {
    case 0:
      emit(
        "  var body: some View { VStack { Text(\"\\(model.y)\"); if depth > 0 { Screen(model: model, depth: depth - 1) } } }"
      )
    case 1:
      emit(
        "  var body: some View { VStack { ForEach(0..<model.items.count, id: \\.self) { _ in Row(model: model) } } }")
    case 2: emit("  var body: some View { Screen(model: model, depth: depth + 1) }")
    default: emit("  var body: some View { HStack { Row(model: model); Text(\"\\(depth)\") } }")
    }
    emit("}")
    emit("struct LegacyView: View {")
    emit("  @ObservedObject var legacy: Legacy")
    emit("  var body: some View { Text(\"\\(legacy.value)\") }")
    emit("}")
    emit("func fib(_ k: Int) -> Int { k < 2 ? k : fib(k - 1) + fib(k - 2) }")
  }

  private mutating func block(depth: Int, _ body: (inout LessonGenerator) -> Void = { _ in }) {
    indent += 1
    let (modelCount, intCount) = (models.count, ints.count)
    body(&self)
    let count = 1 + pick(3)
    for _ in 0..<count where !exhausted { statement(depth: depth + 1) }
    // Names declared in the block end with it.
    models.removeLast(models.count - modelCount)
    ints.removeLast(ints.count - intCount)
    indent -= 1
  }

  private mutating func statement(depth: Int) {
    let model = pick(models)
    // Lines and words too long for a terminal, control characters, backtick runs and many
    // observers come only at the top level (one such statement is plenty).
    let kinds = depth > 3 ? 12 : depth > 0 ? 24 : 25
    let kind = pick(kinds)
    if kind == 24 {
      let long = pick(HostileText.longOneIn) == 0
      let size = long ? pick(HostileText.longSizes) : pick(HostileText.sizes)
      emit(HostileText.statement(pick(HostileText.kinds), size: size, model: model, text: pick(HostileText.texts)))
      return
    }
    switch kind {
    case 0: emit("\(model).x \(pick(["=", "+=", "-=", "*="])) \(intExpr())")
    case 1: emit("\(model).y = \(intExpr())")
    case 2: emit("\(model).items.append(\(intExpr()))")
    case 3:
      emit(
        "print(\(pick(["model.x", "\(model).total", "\(pick(ints))", "\"\\(\(model).items)\"", "\(model).child?.x ?? -1"]).replacingOccurrences(of: "model.x", with: "\(model).x")))"
      )
    case 4: emit("n = \(intExpr())")
    case 5: emit("legacy.value += 1")
    case 6: emit("\(model).bump()")
    case 7: emit("#expect(\(intExpr()) \(pick(["==", "<", ">="])) \(intExpr()))")
    case 8: emit("\(model).child = \(pick(["Model()", "nil", "m", model]))")
    case 9:
      emit("_ = \(model).items.\(pick(["map { $0 * 2 }", "filter { $0 > 1 }", "sorted()", "first ?? 0", "isEmpty"]))")
    case 10: emit("settle()")
    case 11: emit("try? await Task.sleep(for: .milliseconds(\(pick(["0", "1", "10", "1000"]))))")
    case 12:
      emit("withObservationTracking {")
      indent += 1
      emit("_ = \(model).\(pick(["x", "y", "total", "items", "child?.x"]))")
      indent -= 1
      emit("} onChange: {")
      block(depth: depth)
      emit("}")
    case 13:
      let i = name("i")
      emit("for \(i) in 0..<\(pick(["3", "10", "1000", "n", "\(model).items.count", "1_000_000_000"])) {")
      ints.append(i)
      block(depth: depth)
      ints.removeLast()
      emit("}")
    case 14:
      emit("while \(model).x < \(pick(["5", "100", "Int.max", "n"])) {")
      block(depth: depth) { g in g.emit("\(model).x += 1") }
      emit("}")
    case 15:
      emit("Task {")
      block(depth: depth) { g in
        if g.pick(2) == 0 { g.emit("try? await Task.sleep(for: .milliseconds(\(g.pick(["1", "5", "100"]))))") }
      }
      emit("}")
    case 16:
      let v = name("v")
      emit("Task {")
      indent += 1
      emit("for await \(v) in Observations({ \(model).\(pick(["x", "total", "items.count"])) }) {")
      ints.append(v)
      block(depth: depth)
      ints.removeLast()
      emit("  if \(v) > \(pick(["3", "100", "Int.max"])) { break }")
      emit("}")
      indent -= 1
      emit("}")
    case 17:
      emit(
        "host(\(pick(["Screen(model: \(model), depth: \(pick(["0", "3", "n"])))", "Row(model: \(model))", "LegacyView(legacy: legacy)"])))"
      )
    case 18:
      let c = name("c")
      emit("let \(c) = Model()")
      models.append(c)
      statement(depth: depth + 1)
    case 19:
      emit("if \(intExpr()) \(pick(["<", "==", "!="])) \(intExpr()) {")
      block(depth: depth)
      emit("} else {")
      block(depth: depth)
      emit("}")
    case 20:
      let f = name("f")
      emit("let \(f): (Int) -> Int = { \(pick(["$0 + 1", "$0 * $0", "fib($0)", "\(model).x + $0"])) }")
      emit("n = \(f)(\(pick(["1", "20", "n"])))")
    case 21:
      let a = name("a")
      emit("var \(a): [Any] = []")
      emit("for _ in 0..<\(pick(["10", "1000", "100_000"])) { \(a) = [\(a)] }")
    case 22:
      let e = name("e")
      emit("var \(e) = Chain.end")
      emit("for _ in 0..<\(pick(["10", "10_000"])) { \(e) = .link(\(e)) }")
    default:
      let p = name("p")
      emit("var \(p) = Point(a: \(intExpr()), b: 1)")
      emit("\(p).a += 1")
      emit("print(\(p))")
    }
  }
}
