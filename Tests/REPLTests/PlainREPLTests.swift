import Foundation
import Testing

@testable import TestSupport

/// `observatory < script.swift`: no terminal, so no prompts and no editing; the same entries,
/// commands and firing order, and exit status 1 when anything failed.
@Suite struct PlainREPLTests {
  @Test func aScriptRunsWithoutPrompts() throws {
    let r = try observatory(
      input: """
        @Observable final class C { var n = 0 }
        let c = C()
        withObservationTracking {
          _ = c.n
        } onChange: { print("fired") }

        c.n = 1
        print("done ✓")

        """)
    #expect(r.status == 0)
    #expect(!r.stdout.contains("obs>"))
    #expect(!r.stdout.contains("...>"))
    #expect(r.stdout.contains("   7 │ c.n = 1"))
    #expect(r.stdout.contains("⚡ T1 onChange"))
    #expect(r.stdout.contains("» fired"))
    #expect(r.stdout.contains("» done ✓"))
    #expect(r.stderr.isEmpty)
  }

  @Test func anErrorIsLocatedInTheInputAndSetsTheExitStatus() throws {
    let r = try observatory(input: "var total = 5\ntotal = total / 0\nprint(total)\n")
    #expect(r.status == 1)
    #expect(r.stdout.contains("<stdin>:2:"))
    #expect(r.stdout.contains("division by zero"))
    #expect(r.stdout.contains("^"))
    #expect(r.stdout.contains("» 5"))
  }

  @Test func commandsWorkFromAScript() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-plain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let lesson = dir.appendingPathComponent("l.swift")
    try "//: # Tiny\nvar x = 1\nx += 1\nprint(x)\n".write(to: lesson, atomically: true, encoding: .utf8)
    let r = try observatory(input: ":load \(lesson.path)\n:s\n:c\n:stpe\n:help load\n:q\nprint(\"not reached\")\n")
    #expect(r.stdout.contains("Tiny"))
    #expect(r.stdout.contains("» 2"))
    #expect(r.stdout.contains("end of the lesson"))
    #expect(r.stdout.contains("unknown command ':stpe' — did you mean :step?"))
    #expect(r.stdout.contains(":load FILE  (also :l)"))
    #expect(!r.stdout.contains("not reached"))
    #expect(r.status == 1)  // the unknown command
  }

  @Test func graphWhyWhynotAndExportCommands() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "observatory-export-\(UUID().uuidString).md")
    let r = try observatory(
      input: """
        @Observable final class C { var n = 0; @ObservationIgnored var quiet = 0 }
        let c = C()
        withObservationTracking { _ = c.n } onChange: { }
        withObservationTracking { _ = c.quiet } onChange: { }
        c.n = 1
        :why T1
        :whynot T2
        :graph c dot
        :export markdown \(out.path)

        """)
    #expect(r.status == 0)
    #expect(r.stdout.contains("line 5 changed c.n"))
    #expect(r.stdout.contains("@ObservationIgnored"))
    #expect(r.stdout.contains("digraph observation {"))
    let md = try String(contentsOf: out, encoding: .utf8)
    #expect(md.contains("```swift"))
    #expect(md.contains("⚡ T1 onChange"))
  }

  @Test func aLessonArgumentLoadsItFirst() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-plain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let lesson = dir.appendingPathComponent("l.swift")
    try "//: # Tiny\n//: Two steps.\nvar x = 1\nprint(x)\n".write(to: lesson, atomically: true, encoding: .utf8)
    let r = try observatory([lesson.path], input: ":c\nprint(x + 1)\n")
    #expect(r.status == 0)
    #expect(r.stdout.drop { $0 == "\n" }.hasPrefix("Tiny"))
    #expect(r.stdout.contains("Two steps."))
    #expect(!r.stdout.contains("Enter or :s"))  // the key hint is for terminals
    #expect(r.stdout.contains("» 1"))
    #expect(r.stdout.contains("» 2"))
  }

  @Test func anOpenBlockAtTheEndStillRuns() throws {
    let r = try observatory(input: "print(1)\nif true {\n  print(2)\n")
    #expect(r.stdout.contains("» 1"))
    #expect(r.stdout.contains("expected '}'") || r.stdout.contains("syntax error"))
    #expect(r.status == 1)
  }

  /// What :load, :back and :reset discard is said, and :save still writes every entry.
  @Test func discardingSaysSoAndSaveKeepsTheEntries() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let saved = dir.appendingPathComponent("mine.swift")
    let r = try observatory(
      input: """
        let a = 1
        a + 1
        :reset
        :save \(saved.path)
        :vars

        """)
    #expect(r.stdout.contains("$R0: Int = 2"))
    #expect(r.stdout.contains("2 entries you typed (and what they declared) did not survive the reset"))
    #expect(r.stdout.contains("wrote 2 entries to"))
    #expect(r.stdout.contains(saved.path))
    #expect(r.stdout.contains("no variables yet"))
    #expect(try String(contentsOf: saved, encoding: .utf8).contains("let a = 1\na + 1\n"))
  }
}
