import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// One hostile lesson and the error it must end with.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  /// A substring of the error's message.
  let expectedMessage: String
  let expectedKind: LessonError.Kind?
  /// A substring of the error's hint, when one is expected ("did you mean ...").
  let expectedHint: String?

  var testDescription: String { name }

  /// The corpus files: `Tests/ObservatoryTests/BadInput/NNN-name.swift`, whose first lines say
  ///
  ///     // expect-error: <substring of the message>
  ///     // expect-kind: syntax|compile|runtime|limit|assertion      (optional)
  ///     // expect-hint: <substring of the hint>                     (optional)
  static func corpus() -> [BadInputCase] {
    let folder = Repository.fixture("BadInput")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      let bytes = [UInt8]((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data())
      var message = ""
      var kind: LessonError.Kind? = nil
      var hint: String? = nil
      // The header is ASCII even in the files whose later bytes are not UTF-8.
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(3)
      for line in lines {
        let text = String(decoding: line, as: UTF8.self)
        if let v = text.value(after: "// expect-error: ") { message = v }
        if let v = text.value(after: "// expect-kind: ") { kind = LessonError.Kind(word: v) }
        if let v = text.value(after: "// expect-hint: ") { hint = v }
      }
      return BadInputCase(name: name, bytes: bytes, expectedMessage: message, expectedKind: kind, expectedHint: hint)
    }
  }

  /// Inputs too big to keep as files: 10,000-deep nesting, megabyte lines, huge literals.
  static func generated() -> [BadInputCase] {
    func make(_ name: String, _ text: String, _ message: String, _ kind: LessonError.Kind? = nil) -> BadInputCase {
      BadInputCase(
        name: "generated/" + name, bytes: Array(text.utf8), expectedMessage: message, expectedKind: kind,
        expectedHint: nil)
    }
    let deep = 10_000
    let tooDeep = "nests too deeply"
    var cases = [
      make(
        "nested-parens", "let x = " + String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep),
        tooDeep, .syntax),
      make("nested-parens-unclosed", "let x = " + String(repeating: "(", count: deep), tooDeep, .syntax),
      make(
        "nested-brackets", "let x = " + String(repeating: "[", count: deep) + "1" + String(repeating: "]", count: deep),
        tooDeep, .syntax),
      make(
        "nested-dictionaries",
        "let x = " + String(repeating: "[1: ", count: deep) + "1" + String(repeating: "]", count: deep), tooDeep,
        .syntax),
      make(
        "nested-blocks", String(repeating: "do {\n", count: deep) + String(repeating: "}\n", count: deep), tooDeep,
        .syntax),
      make(
        "nested-if-blocks", String(repeating: "if true {\n", count: deep) + String(repeating: "}\n", count: deep),
        tooDeep, .syntax),
      make("nested-braces-unclosed", String(repeating: "{", count: deep), tooDeep, .syntax),
      make(
        "nested-closures",
        "let f = " + String(repeating: "{ ", count: deep) + "1" + String(repeating: " }", count: deep), tooDeep, .syntax
      ),
      make(
        "nested-trailing-closures",
        "func g(_ f: () -> Int) -> Int { f() }\nlet x = " + String(repeating: "g { ", count: deep) + "1"
          + String(repeating: " }", count: deep), tooDeep, .syntax),
      make(
        "nested-functions", String(repeating: "func f() {\n", count: deep) + String(repeating: "}\n", count: deep),
        tooDeep, .syntax),
      make(
        "nested-types", String(repeating: "struct A {\n", count: deep) + String(repeating: "}\n", count: deep), tooDeep,
        .syntax),
      make(
        "nested-switches",
        "let x = 1\n" + String(repeating: "switch x {\ncase 1:\n", count: deep)
          + String(repeating: "default: break\n}\n", count: deep), tooDeep, .syntax),
      make(
        "nested-interpolations",
        "print(" + String(repeating: "\"\\(", count: deep) + "1" + String(repeating: ")\"", count: deep) + ")",
        "string interpolations are nested too deeply", .syntax),
      make(
        "parens-in-interpolation",
        "print(\"\\(" + String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep) + ")\")",
        tooDeep, .syntax),
      make(
        "nested-generic-types",
        "let x: " + String(repeating: "Array<", count: deep) + "Int" + String(repeating: ">", count: deep) + " = []",
        tooDeep, .syntax),
      make(
        "nested-array-types",
        "let x: " + String(repeating: "[", count: deep) + "Int" + String(repeating: "]", count: deep) + " = []",
        tooDeep, .syntax),
      make(
        "nested-function-types", "let f: " + String(repeating: "(Int) -> ", count: deep) + "Int = 1", tooDeep, .syntax),
      make("nested-ternaries", "let x = " + String(repeating: "true ? 1 : ", count: deep) + "2", tooDeep, .syntax),
      make(
        "nested-tuple-patterns",
        "let " + String(repeating: "(", count: deep) + "a" + String(repeating: ")", count: deep) + " = 1", tooDeep,
        .syntax),
      // `--` is not a Swift operator (the lexer says so); `- -` with spaces is a chain of prefix minuses.
      make("prefix-minus-run", "let x = " + String(repeating: "-", count: deep) + "1", "no '--' operator", .syntax),
      make("prefix-minus-chain", "let x = " + String(repeating: "- ", count: deep) + "1", tooDeep, .syntax),
      make("try-chain", "let x = " + String(repeating: "try ", count: deep) + "1", tooDeep, .syntax),
      make("await-chain", "let x = " + String(repeating: "await ", count: deep) + "1", tooDeep, .syntax),
      // Long chains build trees as deep as nesting does; the compiler walks them recursively.
      // (Before they were bounded, 50,000 links overflowed this test's 64 MB stack, and 100,000 the
      // command line's 512 MB one.)
      make("binary-operator-chain", "let x = 1" + String(repeating: " + 1", count: 50_000), tooDeep, .syntax),
      make(
        "nil-coalescing-chain", "let a: Int? = nil\nlet x = a" + String(repeating: " ?? a", count: 50_000), tooDeep,
        .syntax),
      make("cast-chain", "let x = 1" + String(repeating: " as Int", count: 50_000), tooDeep, .syntax),
      make("call-chain", "func f() -> Int { 1 }\nlet x = f" + String(repeating: "()", count: 50_000), tooDeep, .syntax),
      make("member-chain", "let x = 1" + String(repeating: ".zz", count: 50_000), tooDeep, .syntax),
      make("subscript-chain", "let x = [1]" + String(repeating: "[0]", count: 50_000), tooDeep, .syntax),
      make(
        "force-unwrap-chain", "let a: Int? = nil\nlet x = a" + String(repeating: "!", count: 50_000), tooDeep, .syntax),
      make(
        "optional-chain", "let a: Int? = nil\nlet x = a" + String(repeating: "?.zz", count: 50_000), tooDeep, .syntax),
      make(
        "else-if-chain", "let x = 1\n" + String(repeating: "if x == 0 {} else ", count: 50_000) + "{}", tooDeep, .syntax
      ),
      make("let-let-pattern", "for " + String(repeating: "let ", count: 50_000) + "a in [1] {}", tooDeep, .syntax),
      // Size.
      make(
        "megabyte-line", "let s = \"" + String(repeating: "x", count: 1_000_000) + "\" + undefinedName",
        "cannot find 'undefinedName' in scope", .compile),
      make(
        "megabyte-string-unterminated", "let s = \"" + String(repeating: "x", count: 1_000_000),
        "unterminated string literal", .syntax),
      make(
        "megabyte-comment-unterminated", "/*" + String(repeating: "/* x */", count: 150_000), "unterminated comment",
        .syntax),
      make(
        "deeply-nested-comments", String(repeating: "/*", count: deep) + String(repeating: "*/", count: deep - 1),
        "unterminated comment", .syntax),
      make(
        "million-digit-integer", "let x = " + String(repeating: "9", count: 1_000_000),
        "overflows when stored into 'Int'", .syntax),
      make(
        "million-digit-float", "let x = 1." + String(repeating: "9", count: 1_000_000) + "e999999999", "is too large",
        .syntax),
      make(
        "long-identifier",
        "let " + String(repeating: "a", count: 100_000) + " = 1\nprint(" + String(repeating: "a", count: 99_999) + "b)",
        "in scope", .compile),
      make(
        "huge-array-literal", "let a = [" + String(repeating: "1, ", count: 100_000) + "undefinedName]",
        "cannot find 'undefinedName' in scope", .compile),
      make(
        "huge-array-literal-unclosed", "let a = [" + String(repeating: "1, ", count: 100_000), "the file ended", .syntax
      ),
      make(
        "many-arguments", "print(" + String(repeating: "1, ", count: 50_000) + "undefinedName)",
        "cannot find 'undefinedName' in scope", .compile),
      make(
        "many-lines",
        String(repeating: "var x = 0\n", count: 1) + String(repeating: "x += 1\n", count: 50_000)
          + "print(undefinedName)", "cannot find 'undefinedName' in scope", .compile),
      make(
        "many-semicolons", String(repeating: ";", count: 200_000) + "\nprint(undefinedName)",
        "cannot find 'undefinedName' in scope", .compile),
      make("many-close-braces", String(repeating: "}", count: 200_000), "unexpected '}'", .syntax),
    ]
    // Bytes that are not text at all, and token soup: fixed seeds, so every run tests the same input.
    var rng = ProgramGenerator.SplitMix64(seed: 0x0B5E_7A70)
    cases.append(
      BadInputCase(
        name: "generated/megabyte-of-random-bytes",
        bytes: (0..<1_000_000).map { _ in UInt8(truncatingIfNeeded: rng.next()) },
        expectedMessage: "not UTF-8", expectedKind: .syntax, expectedHint: nil))
    let tokens = [
      "{", "}", "(", ")", "[", "]", "let", "var", "func", "if", "else", "guard", "while", "for", "in", "return",
      "class", "struct", "enum", "case", "switch", "=", "==", "+", "-", "*", "/", "?", "!", ":", ",", ".", "->",
      "x", "y", "1", "2.5", "#expect", "@Observable", "\n", "try", "await", "_", "\"a\"", "\"\\(x)\"",
    ]
    // Half the soups also get unbalanced quotes and comment marks, which the lexer must survive.
    let lexerTrouble = ["\"", "\\(", "/*", "*/", "\"\"\"", "`", "$", "#", "@", "\\"]
    for k in 0..<20 {
      let words = k < 10 ? tokens : tokens + lexerTrouble
      var text = ""
      for _ in 0..<2_000 { text += words[Int(rng.next() % UInt64(words.count))] + " " }
      // Whatever the soup parses to, the last line is certainly wrong.
      text += "\n)"
      cases.append(make("token-soup-\(k)", text, ""))
    }
    return cases
  }
}

extension String {
  fileprivate func value(after prefix: String) -> String? {
    guard hasPrefix(prefix) else { return nil }
    return String(dropFirst(prefix.count)).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension LessonError.Kind {
  fileprivate init?(word: String) {
    switch word {
    case "syntax": self = .syntax
    case "compile": self = .compile
    case "runtime": self = .runtime
    case "limit": self = .limit
    case "assertion": self = .assertion
    default: return nil
    }
  }
}

/// Never crash, never hang: no input — malformed, huge, deeply nested, endlessly looping or recursing — may
/// crash the playground or hang it; each ends in a lesson error that says where and what.
@Suite struct BadInputTests {
  /// Every case; `BADINPUT_ONLY=<part of a name> swift test --filter BadInputTests` runs just some.
  static let cases = (BadInputCase.corpus() + BadInputCase.generated()).filter {
    ProcessInfo.processInfo.environment["BADINPUT_ONLY"].map($0.name.contains) ?? true
  }

  @Test func corpusIsThere() {
    let files = BadInputCase.corpus()
    #expect(files.count >= 50)
    for c in files {
      #expect(!c.expectedMessage.isEmpty, "\(c.name) has no '// expect-error:' first line")
    }
  }

  @Test(arguments: cases)
  func endsWithALessonError(_ c: BadInputCase) throws {
    let file = SourceFile(path: c.name, bytes: c.bytes)
    // A hang must fail this case, not stall the whole test run.
    let (result, elapsed) = try #require(BigStack.run(file, waitingAtMost: 60), "did not finish in 60 s")
    #expect(elapsed < .seconds(10), "took \(elapsed)")

    let error = try #require(result, "\(c.name) ran without an error")
    #expect(!error.message.hasPrefix("internal error"), "\(error.message)")
    if !c.expectedMessage.isEmpty {
      #expect(error.message.contains(c.expectedMessage), "message: \(error.message)")
    }
    if let kind = c.expectedKind { #expect(error.kind == kind, "message: \(error.message)") }
    if let hint = c.expectedHint { #expect(error.hint?.contains(hint) == true, "hint: \(error.hint ?? "none")") }

    let loc = try #require(error.loc, "no location for: \(error.message)")
    #expect(loc.file.path == c.name)
    #expect(loc.line >= 1 && loc.line <= file.lineCount)
    #expect(loc.column >= 1)

    let rendered = error.rendered()
    #expect(rendered.hasPrefix("\(c.name):\(loc.line):\(loc.column): "))
    let caretLine = rendered.split(separator: "\n").first { $0.contains("│") && $0.hasSuffix("^") }
    #expect(caretLine != nil, "no caret line in:\n\(rendered.prefix(500))")
  }

  /// The command line ends with status 1 for a bad lesson (and 0 for a good one), printing the
  /// error with its caret. Uses the `observatory` binary built next to the test bundle.
  @Test(.enabled(if: BadInputTests.cli != nil))
  func commandLineExitsWithStatusOne() throws {
    let cli = try #require(BadInputTests.cli)
    let folder = Repository.fixture("BadInput")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    for (suffix, message) in [
      ("-division-by-zero.swift", "division by zero"), ("-lone-close-brace.swift", "extraneous '}' at top level"),
      ("-binary-garbage.swift", "not UTF-8"), ("-endless-recursion.swift", "too much recursion"),
    ] {
      let name = try #require(names.first { $0.hasSuffix(suffix) })
      let (status, stderr) = try BadInputTests.execute(
        cli, ["run", "--quiet", folder.appendingPathComponent(name).path])
      #expect(status == 1, "\(name)")
      #expect(stderr.contains(message), "\(name): \(stderr.prefix(300))")
      #expect(stderr.contains("^"), "\(name)")
    }

    let good = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-good-\(getpid()).swift")
    try "print(1)\n".write(to: good, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: good) }
    #expect(try BadInputTests.execute(cli, ["run", "--quiet", good.path]).status == 0)
  }

  static let cli: URL? = {
    FileManager.default.isExecutableFile(atPath: Repository.observatory.path) ? Repository.observatory : nil
  }()

  static func execute(_ url: URL, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // Errors unwrapped, so that a message is found whatever the length of the paths in it.
    environment["COLUMNS"] = "1000"
    // Errors are wrapped to COLUMNS (80 without a terminal); these checks look for whole messages.
    environment["COLUMNS"] = "1000"
    process.environment = environment
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
