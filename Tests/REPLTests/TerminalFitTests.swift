import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The REPL in an 80-column terminal, as a newcomer meets it: values echoed with their type,
/// rules looked up, every line within the terminal's width, a lesson's views readable in full,
/// multi-line entries recalled whole, `:edit`.
@Suite struct TerminalFitTests {
  static let migrationLesson = Repository.root.appendingPathComponent("Lessons/14-migration.swift").path

  /// The lines a person sees: escape sequences removed, and a carriage return starting the line
  /// over (the widest part counts).
  static func visibleLines(_ output: String) -> [String] {
    // Scalars, not Characters: "\r\n" is one Character in Swift.
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    var inEscape = false
    for u in output.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(u.value) && u != "[" { inEscape = false }
        continue
      }
      switch u {
      case "\u{1B}": inEscape = true
      case "\u{7}": continue
      case "\n", "\r":
        lines.append(String(line))
        line = String.UnicodeScalarView()
      default: line.append(u)
      }
    }
    lines.append(String(line))
    return lines
  }

  static func expectFits(_ t: PseudoTerminal, width: Int, _ location: SourceLocation = #_sourceLocation) {
    for l in visibleLines(t.all) where DisplayWidth.of(l) > width {
      Issue.record("wider than \(width) columns (\(DisplayWidth.of(l))): \(l)", sourceLocation: location)
    }
  }

  @Test func aValueIsEchoedAndARuleLookedUpWithinEightyColumns() throws {
    let (env, _) = try TerminalREPLTests.environment()
    let t = try PseudoTerminal(environment: env, columns: 80)
    try t.expect(TerminalREPLTests.prompt)
    try t.type("1 + 2\r")
    try t.expect("$R0: Int = 3")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("$R0 * 2\r")
    try t.expect("$R1: Int = 6")
    // The rule first; its proof on request (through the pager when taller than the screen).
    try t.type(":rule R7\r")
    try t.expect("R7. The 6.3.1 setter only notifies when the value is \"distinct\"")
    try t.expect("(:rule R7 proof shows the probe")
    try t.expect(TerminalREPLTests.prompt)
    try t.type(":rule R7 proof\r")
    try t.expect("probes/p05_writes_equality_modify.out")
    try t.expect(TerminalREPLTests.prompt)
    try t.type(":help R4\r")
    try t.expect("R4. onChange runs synchronously in willSet")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
    Self.expectFits(t, width: 80)
  }

  @Test func migrationLessonIsReadableInFullAtEightyColumns() throws {
    let (env, _) = try TerminalREPLTests.environment()
    let t = try PseudoTerminal(arguments: [Self.migrationLesson], environment: env, columns: 80)
    try t.expect("Migrating a screen")
    try t.expect("obs 1/38 line 16> ")
    try t.type(":list\r")
    try t.expect("▶ 16 │ @MainActor")
    try t.type(":c\r")
    // Every view, whole: the legacy screen and its modern replacement.
    try t.expect("  30 │   @EnvironmentObject var settings: LegacySettings")
    try t.expect("  43 │     .environmentObject(settings)")
    try t.expect("  63 │   @Environment(Settings.self) private var settings")
    try t.expect("  76 │     .environment(settings)")
    // The lesson's two predictions stop the run; each answered, it goes on.
    try t.expect("? Which bodies run?")
    try t.type("2\r")
    try t.expect("✓ right")
    try t.type(":c\r")
    try t.expect("? Four writes follow")
    try t.type("1\r")
    try t.expect("✓ right")
    try t.type(":c\r")
    try t.expect("end of the lesson")
    try t.expect("obs end> ")
    try t.type(":q\r")
    #expect(try t.waitForExit() == 0)
    Self.expectFits(t, width: 80)
    #expect(!t.all.contains("more lines"))
  }

  @Test func aMultiLineEntryIsOneHistoryEntry() throws {
    let (env, _) = try TerminalREPLTests.environment()
    let t = try PseudoTerminal(environment: env, columns: 80)
    try t.expect(TerminalREPLTests.prompt)
    try t.type("for i in 0..<2 {\r")
    try t.expect("...> ")
    try t.type("print(i * 10)\r")
    try t.expect("...> ")
    try t.type("}\r")
    try t.expect("» 10")
    try t.expect(TerminalREPLTests.prompt)
    // Up brings back the whole block; Enter runs it again as one entry.
    try t.type("\u{1B}[A")
    try t.expect("}")
    try t.type("\r")
    try t.expect("» 0")
    try t.expect("» 10")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }

  @Test func editRunsWhatTheEditorSaved() throws {
    var (env, _) = try TerminalREPLTests.environment()
    // An "editor" that replaces the entry with a line of its own.
    env["EDITOR"] = "sh -c 'printf \"let answer = 40 + 2\\\\nanswer\\\\n\" > \"$0\"'"
    let t = try PseudoTerminal(environment: env, columns: 80)
    try t.expect(TerminalREPLTests.prompt)
    try t.type("print(1)\r")
    try t.expect("» 1")
    try t.type(":edit\r")
    try t.expect("let answer = 40 + 2")
    try t.expect("$R0: Int = 42")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
  }
}
