import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// "Never silently wrong" for the standard library: every builtin either prints what Swift 6.3.1
/// prints or is an error when the lesson loads. Each `Stdlib/NAME.swift` is a real Swift program
/// whose `NAME.out` was recorded by compiling and running it with swiftc 6.3.1
/// (`scripts/record-stdlib.sh`, never by hand); the playground must print the same, line for line.
@Suite struct StdlibTests {
  static func programs() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixture("Stdlib").path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  static func source(_ name: String) throws -> String {
    try String(contentsOf: Repository.fixture("Stdlib").appendingPathComponent(name + ".swift"), encoding: .utf8)
  }

  @Test(arguments: programs())
  func printsWhatSwiftPrinted(_ name: String) throws {
    let folder = Repository.fixture("Stdlib")
    let expected = try String(contentsOf: folder.appendingPathComponent(name + ".out"), encoding: .utf8)
    let run = runLesson(try Self.source(name), path: name + ".swift")
    #expect(run.error == nil, "\(name) stopped with a lesson error:\n\(run.error?.rendered() ?? "")")
    var lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    for (i, (want, got)) in zip(lines, run.outputLines).enumerated() where want != got {
      Issue.record("\(name).swift, output line \(i + 1):\n  Swift:      \(want)\n  playground: \(got)")
    }
    #expect(
      lines.count == run.outputLines.count,
      "\(name): Swift printed \(lines.count) lines, the playground \(run.outputLines.count)")
  }

  /// The corpus calls at least 150 standard-library members, and every name-and-labels entry of
  /// the catalog's standard-library part at least once, on some receiver. The catalog lists members
  /// by name and labels, not by type, and this is a text search: it does not resolve receivers, so
  /// `contains(_:)` called on an array covers the entry for sets and strings too. What each
  /// program prints, compared with Swift's own output above, is the check of behaviour.
  @Test func theCorpusCallsEveryCatalogNameAndLabels() throws {
    let corpus = try Self.programs().map(Self.source).joined(separator: "\n")
    let runtimeOnly: Set<String> = [
      // Observation, concurrency, the legacy model and dispatch: covered by the rule and probe tests.
      "value", "result", "isCancelled", "cancel", "changed", "withLock", "makeAsyncIterator", "next",
      "objectWillChange", "sink",
      "send", "store", "async", "asyncAfter",
      // ObservationRegistrar's: Language/observable-by-hand.swift calls them.
      "access", "withMutation", "willSet", "didSet",
    ]
    let modifiers = Set(Catalog.viewModifierSignatures.map { Catalog.Signature($0).name })
    var calls = 0
    // Foundation's members are FoundationTests' to call, Combine's CombineTests'.
    let foundation = Set(Catalog.foundationMemberSignatures + Catalog.combineMemberSignatures)
    for (name, signatures) in Catalog.members where !runtimeOnly.contains(name) && !modifiers.contains(name) {
      for sig in signatures where !foundation.contains(sig.text) {
        // `.name(label:` or `.name {`, `.name(` for unlabeled, `.name` for a property.
        let used: Bool
        if let labels = sig.labels {
          let first = labels.first.map { $0.map { "(\($0):" } ?? "(" } ?? "()"
          used = corpus.contains("." + name + first) || (labels.count == 1 && corpus.contains("." + name + " {"))
        } else {
          used = corpus.contains("." + name)
        }
        #expect(used, "no program of Stdlib/ calls \(sig.text)")
        if used { calls += 1 }
      }
    }
    for (type, signatures) in Catalog.initializerSignatures where Self.standardTypes.contains(type) {
      for labels in signatures where !(Catalog.foundationInitializers[type] ?? []).contains(labels) {
        let first = labels.split(separator: ":").first.map { $0 == "_" ? "(" : "(\($0):" } ?? "()"
        let used = corpus.contains(type + first) || corpus.contains(type + "<")
        #expect(used, "no program of Stdlib/ calls \(type)(\(labels))")
        if used { calls += 1 }
      }
    }
    #expect(calls >= 150, "the corpus calls only \(calls) standard-library signatures")
  }

  static let standardTypes: Set<String> = [
    "Int", "Double", "Bool", "String", "Character", "Array", "Set", "Dictionary", "Optional",
  ]

  /// Calls Swift has and the playground lacks: each is an error when the lesson loads, before the
  /// first statement prints anything.
  static let unsupported: [String] = [
    #"let s = String(contentsOfFile: "notes.txt")"#,
    "let f = Float(1.5)",
    "let p = Float.pi",
    "print([1, 2].lazy.map { $0 })",
    "var a = [3, 1]\n_ = a.withContiguousMutableStorageIfAvailable { _ in 1 }",
    "print([1].sum())",
    "var a = [1]\na.withUnsafeMutableBufferPointer { _ in }",
    "print(1.5.formatted())",
    "print(Double.random(in: 0..<1))",
    #"print(["a": 1].index(forKey: "a", default: 0) as Any)"#,
    #"print("x".data(using: .utf8) as Any)"#,
    "print([1, 2].min(count: 1))",
    #"print("a".commonPrefix(with: "ab"))"#,
    "var s = \"abc\"\ns.trimPrefix(\"a\")",
    #"print("a".unicodeScalars.first!.properties.isEmoji)"#,
    "print([1].hashValue)",
    #"print("ab".lowercased(with: nil))"#,
    "print([1, 2].chunked(into: 2))",
    "var g = SystemRandomNumberGenerator()\nprint([1, 2].shuffled(using: &g))",
    "print(Array(unsafeUninitializedCapacity: 1) { _, _ in })",
    #"print("abc".firstRange(of: "b") as Any)"#,
    "let d: [String: Int] = Dictionary(minimumCapacity: 2)",
    #"print(String(cString: "x"))"#,
    "print(Int8(3))",
    "print([1, 2].sorted(using: KeyPathComparator(\\.self)))",
    #"print("abc".utf16.count)"#,
    "print(CharacterSet.symbols)",
    #"print("a".applyingTransform(.toLatin, reverse: false) as Any)"#,
    "print(UInt8(200))",
    "print(Character(UnicodeScalar(65)!))",
    "print(UInt64(5))",
    "try await Task.sleep(nanoseconds: UInt64(3) - 1)",
    "var a = [1, 2]\na.removeFirst(where: { $0 > 1 })",
    "print([1, 2].split(maxSplits: 1, whereSeparator: { $0 > 1 }))",
  ]

  @Test(arguments: unsupported)
  func unsupportedCallIsALoadTimeError(_ snippet: String) {
    let run = runLesson("print(\"before\")\n" + snippet)
    guard let error = run.error else {
      Issue.record("\(snippet) ran without an error")
      return
    }
    #expect(error.kind == .compile, "\(snippet): \(error.kind.rawValue): \(error.message)")
    #expect(run.outputLines.isEmpty, "\(snippet) failed only after the program printed \(run.outputLines)")
    #expect(
      error.message.contains("not available") || error.message.contains("no member")
        || error.message.contains("cannot find"))
  }

  /// Where Swift's result is random (a shuffle, a random element), the playground's is the same on
  /// every run, and still a valid result.
  @Test func randomResultsAreDeterministicAndValid() {
    let src = """
      let xs = Array(1...20)
      let s = xs.shuffled()
      print(s)
      print(s.sorted() == xs, xs.randomElement()!, Int.random(in: 5...9), Bool.random())
      var ys = xs
      ys.shuffle()
      print(ys.sorted() == xs, ys != xs)
      """
    let first = output(src)
    #expect(first == output(src))
    #expect(first.count == 3)
    #expect(first[1].hasPrefix("true "))
    #expect(first[2] == "true true")
  }

  /// A trailing closure reaches the closure-taking form even where a lesson declares a member of
  /// the same name (then the compiler leaves the closure unlabeled): `contains { }` is
  /// `contains(where:)`, never `contains(_:)` given a closure.
  @Test func trailingClosuresFindTheirFormBesideLessonMembers() {
    let src = """
      struct Bag { func contains(_ x: Int) -> Bool { x == 1 }; func first(where f: (Int) -> Bool) -> Int? { nil } }
      print([1, 2].contains { $0 > 1 }, "ab".contains { $0 == "b" }, ["k": 1].contains { $0.value == 1 })
      print([1, 2].first { $0 > 1 } as Any, Set([3]).contains { $0 == 3 }, Bag().contains(1))
      """
    #expect(output(src) == ["true true true", "Optional(2) true true"])
  }

  /// A Swift trap in the standard library is a lesson error with Swift's reason, never a crash.
  @Test func trapsAreLessonErrors() {
    let cases: [(String, String)] = [
      ("print(Int(Double.infinity))", "infinite or NaN"),
      ("var a: [Int] = []\na.removeLast()", "can't remove last element from an empty collection"),
      (#"print(Character("ab"))"#, "more than one extended grapheme cluster"),
      (#"print(Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)]))"#, "Duplicate values for key: 'a'"),
      ("print(Int.min.quotientAndRemainder(dividingBy: -1))", "overflow"),
      ("print(stride(from: 0, to: 5, by: 0).map { $0 })", "Stride size must not be zero"),
      ("print([1, 2].dropFirst()[0])", "out of range"),
      ("print(String(5, radix: 1))", "radix"),
      ("print(Int.random(in: 1..<1))", "empty range"),
      (#"import Foundation\#nprint(String(format: "%d", 1.5))"#, "cannot format"),
      (#"let s = "abc"\#nprint(s[s.index(s.startIndex, offsetBy: 4)])"#, "out of bounds"),
      (#"let s = "abc"\#nprint(s[s.endIndex])"#, "out of bounds"),
      ("print([1, 2].sorted()[5])", "out of range"),
    ]
    for (src, message) in cases {
      let e = lessonError(src)
      #expect(e?.message.contains(message) == true, "\(src): \(e?.message ?? "no error")")
    }
  }
}
