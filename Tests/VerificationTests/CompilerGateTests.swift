import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The compiler check (issue 26): what Swift refuses never runs, and the error is Swift's, at
/// Swift's line and column. `Invalid/` holds programs written the way learners get them wrong,
/// each with what `swiftc` said of it on its own (`scripts/record-diagnostics.sh`).
@Suite(.serialized) struct CompilerGateTests {
  /// The compiler the check uses; the suite fails without one (setup installs Swift with the
  /// project), unless OBSERVATORY_ALLOW_NO_SWIFTC is set on a developer's machine.
  static var toolchain: SwiftToolchain? { compilerCheckToolchain }

  static func gate() -> CompilerGate? {
    requiredSwiftc().map { CompilerGate(toolchain: $0, cacheDirectory: nil) }
  }

  /// `LINE:COLUMN: error: MESSAGE`, with the byte column, as swiftc counts it.
  static func cite(_ e: LessonError) -> String {
    guard let loc = e.loc else { return "?: error: \(e.message)" }
    var start = loc.offset
    while start > 0 && loc.file.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let word = e.hint == CompilerGate.missingAwaitHint ? "warning" : "error"
    return "\(loc.line):\(loc.offset - start + 1): \(word): \(e.message)"
  }

  static var programs: [URL] {
    let dir = Repository.fixture("Invalid")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0) }
  }

  @Test func atLeastThirtyInvalidProgramsAreRecorded() {
    #expect(CompilerGateTests.programs.count >= 30)
    for p in CompilerGateTests.programs {
      let recorded = p.deletingPathExtension().appendingPathExtension("diagnostics")
      #expect(FileManager.default.fileExists(atPath: recorded.path), "\(p.lastPathComponent) has its recording")
    }
  }

  /// Every error swiftc gave for the program on its own, and no other, on the same line and
  /// column, in the same words — through the lesson's export, prelude and all.
  @Test func theCheckCitesWhatSwiftcSaid() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    for url in CompilerGateTests.programs {
      let file = try LessonFile.read(path: url.path, limit: 1 << 20)
      let recorded = try String(
        contentsOf: url.deletingPathExtension().appendingPathExtension("diagnostics"), encoding: .utf8)
      let d = gate.diagnose(file, after: [])
      #expect(d.errors.map(CompilerGateTests.cite) == lines(recorded), "\(url.lastPathComponent)")
    }
  }

  /// A lesson Swift refuses prints nothing of itself: not the lines before the error either.
  @Test func aRefusedLessonRunsNothing() throws {
    guard CompilerGateTests.gate() != nil else { return }
    let url = try tempLesson(
      "refused.swift",
      """
      import Observation
      @Observable class Model { var count = 0 }
      let m = Model()
      print("this line must not appear")
      m.count = "hello"
      try? await Task.sleep(for: .seconds(1))

      """)
    for args in [["run", url.path], ["run", "--quiet", url.path], ["check", url.path], ["graph", url.path]] {
      let r = try observatory(args)
      #expect(r.status == 1, "\(args)")
      #expect(!r.stdout.contains("this line must not appear") && !r.stderr.contains("must not appear\n"), "\(args)")
      #expect(
        r.stdout.contains("5:11: error: cannot assign value of type 'String' to type 'Int'")
          || r.stderr.contains("5:11: error: cannot assign value of type 'String' to type 'Int'"),
        "\(args): \(r.stderr)")
    }
    let unchecked = try observatory(["run", "--quiet", "--no-compiler-check", url.path])
    #expect(unchecked.stdout.contains("this line must not appear"), "--no-compiler-check runs it as before")
  }

  /// An actor's method called from outside it without `await`: swiftc refuses the program on
  /// its own (its top level has no `await`), the check's export (which ends with one) only
  /// warns; the check refuses it too. A warning without an `await` fix-it (a main-actor global
  /// read in a closure) still only warns.
  @Test func anActorCallWithoutAwaitIsRefused() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    let refused = gate.diagnose(
      SourceFile(
        path: "a.swift", text: "actor A { var v = 1; func get() -> Int { v } }\nlet a = A()\nprint(a.get())\n"),
      after: [])
    #expect(
      refused.errors.count == 1 && refused.errors.first?.loc?.line == 3, "\(refused.errors.map { $0.rendered() })")
    let warned = gate.diagnose(
      SourceFile(
        path: "w.swift",
        text: "import Observation\nvar n = 0\nlet f: @Sendable () -> Void = { print(n) }\nf()\n"),
      after: [])
    #expect(warned.errors.isEmpty, "\(warned.errors.map { $0.rendered() })")
  }

  /// Constant folding: `let big = Int.max; print(big + 1)` at a top level that never awaits is
  /// valid Swift (the `let` is a global, which swiftc 6.3.1 does not fold: the program prints, then
  /// traps), but the check's export, whose top level is async, folded it and refused it. It runs
  /// now and stops where Swift traps; after a top-level `await`, in a function, or of literals,
  /// swiftc folds it and refuses the program (each message and place recorded from swiftc 6.3.1).
  @Test func constantFoldingIsRefusedWhereSwiftFoldsIt() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    func errors(_ text: String) -> [String] {
      gate.diagnose(SourceFile(path: "f.swift", text: text), after: []).errors.map(CompilerGateTests.cite)
    }
    let overflow = "let big = Int.max\nprint(\"about to overflow\")\nprint(big + 1)\n"
    #expect(errors(overflow).isEmpty)
    #expect(errors("let z = 0\nprint(10 / z)\n").isEmpty)
    #expect(errors("let z = 0\nawait Task.yield()\nprint(10 / z)\n") == ["3:10: error: division by zero"])
    #expect(errors("func f() { let z = 0; print(10 / z) }\nf()\n") == ["1:32: error: division by zero"])
    #expect(
      errors("print(Int.max + 1)\n") == [
        "1:15: error: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow"
      ])
    // In the REPL too, and the entries after one that traps are checked after it.
    func entry(_ text: String, line: Int) -> SourceFile { SourceFile(path: "<stdin>", text: text, firstLine: line) }
    let e1 = entry("let big = Int.max", line: 1)
    let e2 = entry("big + 1", line: 2)
    #expect(gate.diagnose(e2, after: [CheckedEntry(e1)], entry: true).errors.isEmpty)
    let after = gate.diagnose(
      entry("print(big)", line: 3), after: [CheckedEntry(e1), CheckedEntry(e2, resultName: "$R0")], entry: true)
    #expect(after.errors.isEmpty, "\(after.errors.map { $0.rendered() })")
    let r = try observatory(["run", "--quiet", try tempLesson("overflow.swift", overflow).path])
    #expect(r.status == 1 && r.stdout == "about to overflow\n", "\(r.stdout)")
    #expect(r.stderr.contains("overflow.swift:3:11:") && r.stderr.contains("runtime error: arithmetic overflow"))
  }

  /// Main-actor isolation: a top level that never awaits is not isolated to the main actor, so
  /// swiftc 6.3.1 says nothing of an `onChange` closure that counts in a top-level `var`; the
  /// check's export, whose top level is async, warned "main actor-isolated var 'fired' can not be
  /// mutated from a nonisolated context". After a top-level `await` Swift warns too (recorded from
  /// swiftc 6.3.1), and a call of an async function without `await` keeps its refusal.
  @Test func isolationWarningsOnlyWhereTheTopLevelAwaits() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    let counting = """
      import Observation
      @Observable final class Model { var value = 0 }
      let model = Model()
      var fired = 0
      withObservationTracking { _ = model.value } onChange: { fired += 1 }
      model.value = 1
      print(fired)

      """
    func said(_ text: String) -> SwiftDiagnostics { gate.diagnose(SourceFile(path: "f.swift", text: text), after: []) }
    let plain = said(counting)
    #expect(plain.errors.isEmpty && plain.warnings.isEmpty, "\((plain.errors + plain.warnings).map { $0.rendered() })")
    let awaiting = said(counting + "await Task.yield()\n")
    #expect(awaiting.errors.isEmpty)
    #expect(
      awaiting.warnings.map(CompilerGateTests.cite) == [
        "5:57: error: main actor-isolated var 'fired' can not be mutated from a nonisolated context"
      ], "\(awaiting.warnings.map { $0.rendered() })")
    let missingAwait = said(counting + "func load() async -> Int { 1 }\nlet n = load()\n")
    #expect(missingAwait.errors.first?.fixIt?.text == "await", "\(missingAwait.errors.map { $0.rendered() })")
  }

  /// Notes and fix-its come with the error, on the lesson's own lines.
  @Test func notesAndFixItsAreShownAtTheLessonsPlaces() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    let file = SourceFile(
      path: "fix.swift",
      text: "func load() async -> Int { 1 }\nvar total = 0\n#expect(total == 0)\ntotal = load()\nlet p = 3\np = 4\n")
    let d = gate.diagnose(file, after: [])
    let text = d.errors.map { $0.rendered() }.joined(separator: "\n")
    #expect(d.errors.count == 2, "\(text)")
    #expect(d.errors.first?.fixIt?.text == "await", "the fix-it Swift offers: \(text)")
    #expect(d.errors.first?.fixIt?.loc.line == 4 && d.errors.first?.fixIt?.loc.column == 9)
    #expect(text.contains("fix.swift:5:1: note: change 'let' to 'var' to make it mutable"), "\(text)")
    #expect(!text.contains("Playground") && !text.contains("check.swift"), "nothing of the scaffolding: \(text)")
  }

  /// A diagnostic inside `#expect(...)` points into the learner's expression.
  @Test func errorsInsideDirectivesPointIntoTheLesson() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    let file = SourceFile(path: "e.swift", text: "let names = [\"a\"]\n#expect(names.cont == 1, \"size\")\n")
    let d = gate.diagnose(file, after: [])
    #expect(d.errors.map(CompilerGateTests.cite) == ["2:15: error: value of type '[String]' has no member 'cont'"])
  }

  /// Each shipped lesson and exercise solution passes the check, with no warning.
  @Test func shippedLessonsPassWithoutWarnings() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    let root = Repository.root
    for folder in ["Lessons", "Exercises/solutions"] {
      let dir = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".swift")
      {
        let file = try LessonFile.read(path: dir.appendingPathComponent(name).path, limit: 1 << 22)
        let d = gate.diagnose(file, after: [])
        #expect(d.errors.isEmpty, "\(folder)/\(name): \(d.errors.map { $0.rendered() })")
        #expect(d.warnings.isEmpty, "\(folder)/\(name): \(d.warnings.map { $0.rendered() })")
      }
    }
  }

  /// In a REPL session, an entry is checked after what was accepted before it: names declared
  /// earlier are known, a name declared again replaces the old one (as in the Swift REPL), and a
  /// `$R0` result can be used.
  @Test func replEntriesAreCheckedInTheirSession() throws {
    guard let gate = CompilerGateTests.gate() else { return }
    func entry(_ text: String, line: Int) -> SourceFile { SourceFile(path: "<stdin>", text: text, firstLine: line) }
    let e1 = entry("import Observation\n@Observable\nclass Box { var n = 0 }\nlet box = Box()", line: 1)
    #expect(gate.diagnose(e1, after: []).errors.isEmpty)
    let e2 = entry("box.n + 1", line: 5)
    #expect(gate.diagnose(e2, after: [CheckedEntry(e1)]).errors.isEmpty)
    let context = [CheckedEntry(e1), CheckedEntry(e2, resultName: "$R0")]
    #expect(gate.diagnose(entry("let twice = $R0 * 2", line: 6), after: context).errors.isEmpty)
    #expect(gate.diagnose(entry("let box = \"a box\"", line: 6), after: context).errors.isEmpty, "redeclared")
    let wrong = gate.diagnose(entry("box.count = 1", line: 6), after: context)
    #expect(wrong.errors.map(CompilerGateTests.cite) == ["6:5: error: value of type 'Box' has no member 'count'"])
    let shadow = entry("let box = \"a box\"", line: 6)
    let after = gate.diagnose(entry("box.n = 2", line: 7), after: context + [CheckedEntry(shadow)])
    #expect(after.errors.map(CompilerGateTests.cite) == ["7:5: error: value of type 'String' has no member 'n'"])
  }
}
