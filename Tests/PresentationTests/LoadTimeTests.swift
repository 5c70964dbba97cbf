import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// Never silently wrong: what the playground does not run is an error when the lesson loads —
/// before its first statement prints anything — naming it, and, where it helps, what to write.
@Suite struct LoadTimeTests {
  /// The lesson stops at load: a compile (or syntax) error, and nothing printed before it.
  func rejectedAtLoad(_ source: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let run = runLesson("print(\"first statement ran\")\n" + source)
    #expect(run.outputLines.isEmpty, "the lesson ran before it was rejected", sourceLocation: sourceLocation)
    let e = run.error
    #expect(e?.kind == .compile || e?.kind == .syntax, "\(e?.message ?? "no error")", sourceLocation: sourceLocation)
    #expect(e?.message.contains(message) == true, "message: \(e?.message ?? "none")", sourceLocation: sourceLocation)
  }

  @Test func builtinsThePlaygroundLacks() {
    rejectedAtLoad("let s = String(contentsOfFile: \"/etc/passwd\")", "lessons cannot read files")
    rejectedAtLoad("let x = [1].frobnicate()", "no member 'frobnicate'")
    rejectedAtLoad("var a = [1]\na.removeAll(keepingCapacity: true, extra: 1)", "is not available")
    rejectedAtLoad("let t = Task.wobble", "'Task.wobble' is not available")
    // Swift dumps an UnfoldSequence with its closure's private state.
    rejectedAtLoad(
      "let s = sequence(first: 1) { $0 * 2 }\ndump(Array(s.prefix(3)))", "dump in a lesson that uses 'sequence'")
  }

  @Test func attributesThePlaygroundDoesNotKnow() {
    rejectedAtLoad("@propertyWrapper struct Clamped { var wrappedValue: Int }", "property wrappers")
    rejectedAtLoad("struct S { @Clamped var x = 1 }", "unknown attribute '@Clamped'")
    rejectedAtLoad("@resultBuilder struct B {}", "result builders")
    rejectedAtLoad("import SwiftData\n@Model final class Item { var n = 0 }", "SwiftData")
  }

  /// Number types the playground does not model are not taken for Int or Double.
  @Test func numberTypesThePlaygroundDoesNotModel() {
    rejectedAtLoad("let f: Float = 0.1", "'Float' is not available")
    rejectedAtLoad("struct Pixel { var r: UInt8 }", "'UInt8' is not available")
    rejectedAtLoad("func f(_ x: [Int32]) {}", "'Int32' is not available")
    // Named as a value, not only in a declaration: `[UInt8](repeating:count:)` ran as [Int].
    rejectedAtLoad("var b = [UInt8](repeating: 0, count: 4)\nb[0] = 255", "'UInt8' is not available")
    rejectedAtLoad("print(UInt8(200), Float.pi)", "'UInt8' is not available")
  }

  /// Where an `@autoclosure` argument or an operator function cannot be matched as Swift matches
  /// it, the lesson stops when it loads rather than evaluate an argument too early.
  @Test func autoclosuresAndOperatorFunctionsThePlaygroundCannotMatch() {
    rejectedAtLoad(
      "struct L { func log(_ m: @autoclosure () -> String) {} }\nstruct K { func log(_ m: String) {} }\nL().log(\"x\")",
      "'@autoclosure' parameter or an overload without one ('log') is not supported by the playground")
    rejectedAtLoad(
      "struct S { init(_ v: @autoclosure () -> Int) {} }", "an '@autoclosure' parameter of an initializer")
    rejectedAtLoad(
      "extension Array { func contains(_ e: @autoclosure () -> Int) -> Bool { true } }", "('contains')")
    rejectedAtLoad("func + (a: Int, b: String) -> String { \"\\(a)\" + b }", "top-level operator function '+'")
    rejectedAtLoad("struct V { var x = 0\n static postfix func ... (v: V) -> V { v } }", "postfix operator functions")
    rejectedAtLoad("struct T { var m = [1] }\nlet k = \\T.m[0]\nprint(T()[keyPath: k])", "subscripts in key paths")
  }

  /// `String(format:)` is Foundation's: without the import swiftc refuses it with these words
  /// (Swift 6.3.1); with it (or SwiftUI's, which re-exports Foundation) the lesson runs.
  @Test func stringFormatNeedsFoundation() {
    rejectedAtLoad(
      "print(String(format: \"%d items\", 3))",
      "incorrect argument labels in call (have 'format:_:', expected 'repeating:count:')")
    rejectedAtLoad("import Observation\nlet s = String(format: \"%.1f\", 2.0)", "have 'format:_:'")
    for module in ["Foundation", "SwiftUI", "struct Foundation.Date"] {
      let run = runLesson("import \(module)\nprint(String(format: \"%03d|%.1f\", 7, 2.25))")
      #expect(run.error == nil, "\(module): \(run.error?.message ?? "")")
      #expect(run.outputLines == ["007|2.2"], "\(module)")
    }
  }

  /// `dump` in a lesson with an observed class stops at load: Swift's dump of one shows its
  /// registrar's private state (`Language/dump-observable-storage`). A lesson without one dumps.
  @Test func dumpBesideAnObservedClass() {
    let limit = "dump in a lesson with an observed class"
    rejectedAtLoad("@Observable final class M { var n = 0 }\ndump(1)", limit)
    rejectedAtLoad("final class V: ObservableObject { @Published var n = 0 }\nlet f = { (x: Int) in dump(x) }", limit)
    rejectedAtLoad("@Observable class Base { var n = 0 }\nfinal class Sub: Base {}\nprint(Sub().n)\ndump(Sub())", limit)
    let run = runLesson("final class Plain { var n = 1 }\ndump(Plain())")
    #expect(run.error == nil && run.outputLines == ["▿ main.Plain #0", "  - n: 1"], "\(run.outputLines)")
    // A REPL entry that declares an observed class after an earlier entry used dump.
    let s = Session()
    #expect(s.evaluate("func show(_ x: Any) { dump(x) }").error == nil)
    let later = s.evaluate("@Observable final class Late { var n = 0 }\nshow(Late())")
    #expect(later.error?.message.contains(limit) == true, "\(later.error?.message ?? "no error")")
  }

  /// `if` and `switch` as values (SE-0380) follow Swift's rules, with its words.
  @Test func statementsUsedAsValues() {
    rejectedAtLoad(
      "let c = true\nlet x = if c { 1 }", "'if' must have an unconditional 'else' to be used as expression")
    rejectedAtLoad(
      "let x = switch 3 {\ncase 1:\n  print(1)\n  2\ndefault: 3\n}",
      "each branch of 'switch' used as a value must be a single expression")
    rejectedAtLoad(
      "let x = if true { var y = 1 } else { 2 }", "non-expression branch of 'if' expression may only end with a 'throw'"
    )
  }

  @Test func whatSwiftRejectsToo() {
    rejectedAtLoad("func f(_ x: Int) {}\nfunc f(_ x: Int) {}", "invalid redeclaration of 'f(_:)'")
    rejectedAtLoad("struct S {\n  func g(a: Int) {}\n  func g(a: Int) {}\n}", "invalid redeclaration of 'g(a:)'")
    // Swift synthesizes Comparable only for enums without raw values (verified against 6.3.1).
    rejectedAtLoad("enum L: Int, Comparable { case a = 1, b }", "does not conform to protocol 'Comparable'")
    rejectedAtLoad("@Observable final class M { lazy var x = 1 }", "must be '@ObservationIgnored'")
    rejectedAtLoad("func f() { switch 1 { case 1: fallthrough } }", "past the last case")
    rejectedAtLoad(
      "enum E { case a(Int), b }\nenum F: String { case x(Int) }", "raw values cannot have associated values")
  }

  @Test func hostileNestingOfDefersIsBounded() {
    let nested =
      (0..<12).map { _ in "defer {" }.joined(separator: "\n") + "\nprint(1)\n"
      + String(repeating: "}\n", count: 12)
    rejectedAtLoad("func f() {\n" + nested + "}\nf()", "nested more than 8 deep")
  }

  /// A trailing closure takes the label of the builtin signature it fills, so the runtime sees
  /// `removeAll(where:)` for `removeAll { ... }` (it used to empty the array).
  @Test func trailingClosuresTakeTheirSignaturesLabel() {
    let out = output(
      """
      var a = [1, 2, 3, 2]
      a.removeAll { $0 == 2 }
      print(a, a.contains { $0 == 3 }, a.first { $0 > 1 } as Any, [3, 1, 2].sorted { $0 > $1 })
      """)
    #expect(out == ["[1, 3] true Optional(3) [3, 2, 1]"])
  }
}

/// Met half-way, still refused at load (issue 28): a lesson is run through before any step of it
/// is shown, so an error Swift's compiler gives (as the playground judges it without the compiler
/// check), or a limit of the playground in a lesson Swift accepted, refuses the whole lesson — no
/// output, no events, no failed check shown before it — wherever a lesson is run: `LessonRun`
/// (run, check, verify, drills, exercises) and the REPL's `load`. A trap stays where it happens.
@Suite struct HalfWayRefusalTests {
  /// Passes the load-time checks (every member name is declared) but meets a member a value lacks
  /// only on its third statement.
  static let missingMember = """
    struct A { var name = "a" }
    struct B { var title = "b" }
    func show(_ x: Any) { print(x.name) }
    print("before")
    #expect(1 == 2)
    show(A())
    show(B())
    """

  func expectRefused(
    _ run: LessonRun, _ kind: LessonError.Kind, line: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.outputLines.isEmpty, "printed before it was refused", sourceLocation: sourceLocation)
    #expect(run.steps.allSatisfy { $0.events.isEmpty }, sourceLocation: sourceLocation)
    #expect(run.failedExpectations.isEmpty, sourceLocation: sourceLocation)
    #expect(run.error?.kind == kind, "\(run.error?.message ?? "no error")", sourceLocation: sourceLocation)
    #expect(run.error?.loc?.line == line, sourceLocation: sourceLocation)
    #expect(run.error?.message.contains(message) == true, sourceLocation: sourceLocation)
  }

  @Test func aCompileErrorMetHalfWayRefusesTheLesson() {
    // Without the compiler check: Swift would not have compiled it, so nothing runs.
    expectRefused(runLesson(Self.missingMember), .compile, line: 3, "value of type 'B' has no member 'name'")
    var delivered = 0
    let run = LessonRun(file: SourceFile(path: "t.swift", text: Self.missingMember), traceEnabled: true)
    run.run { _ in delivered += 1 }
    #expect(delivered == 1 && run.trace.events.isEmpty)
  }

  @Test func aPlaygroundLimitMetHalfWayRefusesTheLesson() {
    // As if Swift's compiler had accepted it: the playground's gap, named as its limit.
    let file = SourceFile(path: "t.swift", text: Self.missingMember)
    file.acceptedBySwift = true
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    expectRefused(run, .unsupported, line: 3, "Swift accepts this, but the playground cannot run it")
    // A limit the runtime names itself (a type it cannot write), after output.
    expectRefused(
      runLesson("print(\"before\")\nlet t = Task { 1 }\nprint(type(of: await t.result))"), .unsupported, line: 3,
      "the playground cannot tell Result's type argument")
  }

  @Test func theREPLRefusesTheLessonAsItLoads() {
    let s = Session()
    #expect(throws: LessonError.self) { try s.load(SourceFile(path: "t.swift", text: Self.missingMember)) }
    #expect(s.lesson == nil)
  }

  /// Shown to keep what it must: a trap, a failed check and a budget stop where Swift's would.
  @Test func trapsStayWhereTheyHappen() {
    let trap = runLesson("print(\"before\")\n#expect(1 == 2)\nlet a = [1]\nprint(a[2])")
    #expect(trap.outputLines == ["before"] && trap.failedExpectations.count == 1)
    #expect(trap.error?.kind == .runtime && trap.error?.loc?.line == 4)
    let spin = runLesson("print(\"before\")\nvar n = 0\nwhile true { n += 1 }", budget: 100_000)
    #expect(spin.outputLines == ["before"] && spin.error?.kind == .limit)
  }
}
