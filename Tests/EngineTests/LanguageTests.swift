import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The lesson language behaves as Swift does for the constructs lessons use.
@Suite struct LanguageTests {
  /// A protocol extension's member beside the type's own: where the compiler can tell the static
  /// type (a declaration, an initializer, a function's declared result) Swift's choice; where it
  /// cannot, the lesson stops when it loads (never one of two answers, never half-way through).
  @Test func dispatchThatNeedsAStaticTypeTheLessonDoesNotShowStops() {
    let source = """
      protocol Greeter { func greet() -> String }
      extension Greeter { func farewell() -> String { "bye" } }
      struct French: Greeter {
        func greet() -> String { "bonjour" }
        func farewell() -> String { "au revoir" }
      }
      struct Plain: Greeter { func greet() -> String { "hi" } }
      func make() -> French { French() }
      let g: any Greeter = French()
      print(Plain().farewell(), make().farewell(), g.farewell())
      """
    #expect(runLesson(source).outputLines == ["bye au revoir bye"])
    let unknown = runLesson(source + "\nprint([French()][0].farewell())")
    #expect(unknown.outputLines.isEmpty)
    #expect(unknown.error?.kind == .compile)
    #expect(
      unknown.error?.message.contains("depends on the static type") == true, "\(unknown.error?.message ?? "no error")")
  }

  /// `pair(1, 2.5)` of `func pair<T>(_ a: T, _ b: T)`: Swift makes `T` a Double and the `1` a
  /// `1.0`; without the compiler check the playground would make an Int, so it refuses the lesson
  /// when it loads (with the check: `Checked/generic-mixed-literal-arguments`).
  @Test func integerLiteralBesideADoubleForOneTypeParameterIsRefusedAtLoad() {
    let source = """
      func pair<T>(_ a: T, _ b: T) { print(a, b, type(of: a)) }
      print("start")
      pair(1, 2.5)
      """
    let run = runLesson(source)
    #expect(run.outputLines.isEmpty)
    #expect(run.error?.kind == .compile)
    #expect(run.error?.message.contains("not supported by the playground") == true, "\(run.error?.message ?? "")")
    #expect(
      runLesson(source.replacingOccurrences(of: "pair(1, 2.5)", with: "pair(1.0, 2.5)")).outputLines == [
        "start", "1.0 2.5 Double",
      ])
  }

  @Test func arithmeticAndPrinting() {
    #expect(output("print(1 + 2 * 3, 7 / 2, 7 % 3, 2.5 * 2, -4)") == ["7 3 1 5.0 -4"])
    #expect(output("let d: Double = 1\nprint(d)") == ["1.0"])
    #expect(output("print(\"a\\(1 + 1)b\")") == ["a2b"])
  }

  @Test func optionalsPrintAsSwiftDoes() {
    #expect(output("var x: Int? = 5\nprint(x)\nx = nil\nprint(x)\nprint(x ?? 3)") == ["Optional(5)", "nil", "3"])
    #expect(output("let d = [\"a\": 1]\nprint(d[\"a\"], d[\"b\"])") == ["Optional(1) nil"])
    #expect(output("let s: String? = \"hi\"\nif let s { print(s) }") == ["hi"])
  }

  @Test func collectionsHaveValueSemantics() {
    let src = """
      var a = [1, 2]
      var b = a
      b.append(3)
      print(a, b)
      struct P { var x = 0 }
      var p = P()
      var q = p
      q.x = 9
      print(p.x, q.x)
      """
    #expect(output(src) == ["[1, 2] [1, 2, 3]", "0 9"])
  }

  @Test func classesHaveReferenceSemantics() {
    let src = """
      final class Box { var v = 0 }
      let a = Box()
      let b = a
      b.v = 7
      print(a.v, a === b)
      """
    #expect(output(src) == ["7 true"])
  }

  @Test func closuresCaptureVariablesByReference() {
    let src = """
      var count = 0
      let inc = { count += 1 }
      inc(); inc()
      print(count)
      func makeCounter() -> () -> Int {
        var n = 0
        return { n += 1; return n }
      }
      let c = makeCounter()
      _ = c()
      print(c())
      """
    #expect(output(src) == ["2", "2"])
  }

  @Test func controlFlow() {
    let src = """
      var s = 0
      for i in 0..<10 where i % 2 == 0 { s += i }
      var j = 0
      while true { j += 1; if j == 3 { break } }
      outer: for a in 1...3 { for b in 1...3 { if b == 2 { continue outer }; s += a * b } }
      func f(_ x: Int) -> String {
        guard x > 0 else { return "neg" }
        switch x {
        case 1: return "one"
        case 2...5: return "few"
        default: return "many"
        }
      }
      print(s, j, f(-1), f(1), f(3), f(9))
      """
    #expect(output(src) == ["26 3 neg one few many"])
  }

  @Test func argumentLabelsAndDefaults() {
    let src = """
      func greet(_ name: String, times: Int = 1, punct p: String = "!") -> String {
        String(repeating: name, count: times) + p
      }
      print(greet("a"), greet("b", times: 2), greet("c", punct: "?"))
      """
    #expect(output(src) == ["a! bb! c?"])
  }

  @Test func wrongLabelIsALessonError() {
    let e = lessonError("func f(x: Int) {}\nf(y: 1)")
    #expect(e?.message.contains("incorrect argument label") == true)
    #expect(e?.loc?.line == 2)
  }

  /// A Sequence whose makeIterator() gives a value without next() (Swift refuses it; without the
  /// compiler check it reaches the run) stops with a lesson error, not a crash of the playground.
  @Test func aSequenceWithoutAnIteratorIsALessonError() {
    let e = lessonError("struct S: Sequence {\n  func makeIterator() -> S { self }\n}\nfor x in S() { print(x) }")
    #expect(e?.message.contains("'S' is not an iterator") == true)
    #expect(e?.loc?.line == 4)
  }

  @Test func trapsBecomeLessonErrors() {
    #expect(lessonError("let x = Int.max\nlet y = x + 1")?.message.contains("overflow") == true)
    #expect(lessonError("let z = 0\nprint(1 / z)")?.message.contains("division by zero") == true)
    #expect(lessonError("let a = [1]\nprint(a[3])")?.message.contains("index out of range") == true)
    #expect(lessonError("let o: Int? = nil\nprint(o!)")?.message.contains("unexpectedly found nil") == true)
    #expect(lessonError("let s = \"x\"\nprint(s.nope)")?.message.contains("has no member 'nope'") == true)
    #expect(lessonError("let n = 3\nn()")?.message.contains("cannot call value") == true)
  }

  @Test func runawayLoopStopsAtTheBudget() {
    let e = lessonError("var i = 0\nwhile true { i += 1 }", budget: 1_000_000)
    #expect(e?.kind == .limit)
  }

  @Test func deepRecursionIsALessonError() {
    let e = lessonError("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))")
    #expect(e?.message.contains("recursion") == true)
  }

  @Test func weakLocalsDoNotKeepTheirObjectAlive() {
    let src = """
      final class C { var v = 1; deinit { print("deinit") } }
      do {
        var strong: C? = C()
        weak var w = strong
        let show = { print(w?.v ?? -1) }
        w?.v = 5
        show()
        strong = nil
        print(w == nil)
        show()
      }
      """
    #expect(output(src) == ["5", "deinit", "true", "-1"])
    #expect(lessonError("func f() { weak let x = 5 }\nf()")?.message.contains("only to class instances") == true)
    // A top-level `weak var` holds its object weakly too (verified against Swift 6.3.1).
    let top = """
      final class C { deinit { print("deinit") } }
      weak var top = C()
      print(top == nil)
      let keep = C()
      weak var other = keep
      print(other === keep)
      """
    #expect(output(top) == ["deinit", "true", "true"])
  }

  @Test func mutatingMethodsWriteBack() {
    let src = """
      struct Counter {
        var n = 0
        mutating func bump() { n += 1 }
      }
      var c = Counter()
      c.bump(); c.bump()
      var list = [Counter(), Counter()]
      list[1].bump()
      print(c.n, list[1].n, list[0].n)
      """
    #expect(output(src) == ["2 1 0"])
  }

  @Test func stringsAndArrays() {
    let src = """
      let words = ["b", "a", "c"]
      print(words.sorted(), words.joined(separator: "-"), words.contains("a"))
      print([3, 1, 2].filter { $0 > 1 }.reduce(0, +))
      """
    // `reduce(0, +)` passes an operator as a function, which the playground does not support.
    #expect(output(src).first == "[\"a\", \"b\", \"c\"] b-a-c true")
  }

  /// Conditional compilation gets its one message wherever it stands: among statements, in a
  /// type's body, between an attribute and its declaration (issue 33).
  @Test(arguments: [
    "#if DEBUG\nprint(1)\n#endif",
    "import Observation\n@Observable\n#if DEBUG\nfinal\n#endif\nclass Model { var v = 0 }",
    "struct S {\n#if DEBUG\n  var v = 0\n#endif\n}",
  ])
  func conditionalCompilationIsNamed(_ source: String) {
    let run = runLesson("print(\"first\")\n" + source)
    #expect(run.outputLines.isEmpty)
    #expect(
      run.error?.message.hasPrefix("conditional compilation ('#if') is not supported by the playground") == true,
      "\(run.error?.message ?? "no error")")
  }

  /// What the playground cannot model is refused by name when the lesson loads (issue 33).
  @Test(arguments: [
    (
      "final class B {}\nvar b = B()\nprint(isKnownUniquelyReferenced(&b))",
      "'isKnownUniquelyReferenced' is not available in the playground"
    ),
    (
      "struct Counter {\n  var n = 0\n  mutating func callAsFunction() -> Int {\n    n += 1\n    return n\n  }\n}\nvar c = Counter()\nprint(c())",
      "a mutating 'callAsFunction' is not supported by the playground"
    ),
    ("func f(_ x: Int!) {}", "implicitly unwrapped optional parameters ('T!') are not supported by the playground"),
    ("func f() -> Int! { 1 }", "implicitly unwrapped optional results ('T!') are not supported by the playground"),
    (
      "struct Tally {\n  func count(of x: Int) -> Int { x }\n  var count = 0\n}\nprint(Tally().count)",
      "a property and a method both named 'count' in 'Tally' are not supported by the playground"
    ),
    (
      "struct Perm: OptionSet {\n  let rawValue: Int\n  init(rawValue: Int) {\n    print(\"init\", rawValue)\n"
        + "    self.rawValue = rawValue\n  }\n}\nvar p: Perm = []\np.insert(Perm(rawValue: 1))",
      "an OptionSet's own init(rawValue:) that does more than 'self.rawValue = rawValue' is not supported"
    ),
    (
      "protocol Service { var name: String { get } }\nstruct Mailer: Service { let name = \"m\" }\n"
        + "var factories: [String: Any] = [\"mail\": { Mailer() as Service }]\n"
        + "if let make = factories[\"mail\"] as? () -> Service { print(make().name) }",
      "'as? () -> Service' is not supported by the playground"
    ),
    (
      "struct Store {\n  var values: [String: Any] = [\"a\": 1]\n  subscript<T>(key: String) -> T? { values[key] as? T }\n}\nlet n: Int? = Store()[\"a\"]\nprint(n as Any)",
      "'as? T' is not supported by the playground here"
    ),
    (
      "enum Planet: Int {\n  case mercury = 1, venus\n  static subscript(n: Int) -> Planet { Planet(rawValue: n)! }\n}\nprint(Planet[2])",
      "static subscripts are not supported by the playground"
    ),
    ("prefix operator +++", "custom operators such as '+++' are not supported by the playground"),
    (
      "postfix operator ++\nextension Int {\n  static postfix func ++ (x: inout Int) { x += 1 }\n}",
      "custom operators such as '++' are not supported by the playground"
    ),
    (
      "var n = 0\nlet it = AnyIterator { () -> Int? in n += 1; return n }",
      "'AnyIterator' is not available in the playground"
    ),
    (
      "import Foundation\nfunc buy(_ cost: Double) throws {\n  guard cost < 10 else { throw NSError(domain: \"Shop\", code: 1) }\n}\n"
        + "do { try buy(20) } catch { print((error as NSError).code) }",
      "'NSError' is not available in the playground: its domain, code and user info are Foundation's bridging"
    ),
    (
      "import Observation\n@Observable class A { var x = 0 }\nclass B: A {\n  override var x: Int {\n    get { super.x }\n    set { super.x = max(0, newValue) }\n  }\n}\nB().x = -4",
      "assigning to 'super.x' is not supported by the playground: 'A' stores it"
    ),
    (
      "class A { var x = 0 }\nclass B: A {\n  override var x: Int {\n    get { super.x }\n    set { super.x += newValue }\n  }\n}\nB().x = 4",
      "assigning to 'super.x' is not supported by the playground: 'A' stores it"
    ),
    (
      "typealias Row = [Int]\nprint([Row].self)",
      "a metatype written with the collection type alias 'Row' is not supported by the playground"
    ),
    (
      "import Observation\n@Observable final class M {\n  @ObservationIgnored private var _n = 0\n"
        + "  var n: Int {\n    get { access(keyPath: \\.n); return _n }\n"
        + "    set { withMutation(keyPath: \\.n) { _n = newValue } }\n  }\n}\nprint(M().n)",
      "the '@Observable' macro's 'access(keyPath:...)', called from the class's own code, is not supported"
    ),
    (
      "import Observation\n@Observable final class M {\n  var n = 0\n"
        + "  func touch() { _$observationRegistrar.access(self, keyPath: \\.n) }\n}\nM().touch()",
      "the '@Observable' macro's '_$observationRegistrar', called from the class's own code, is not supported"
    ),
  ])
  func refusedByName(_ source: String, _ message: String) {
    let run = runLesson("print(\"first\")\n" + source)
    #expect(run.outputLines.isEmpty)
    #expect(run.error?.message.hasPrefix(message) == true, "\(run.error?.message ?? "no error")")
  }
}
