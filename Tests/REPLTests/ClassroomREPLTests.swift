import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryREPL
@testable import TestSupport

/// Issue 29's REPL and author points, each as a learner or an author meets it.
@Suite struct ClassroomREPLTests {
  func repl(_ input: String) throws -> (status: Int32?, out: String) {
    let scratch = try Scratch("classroom-repl")
    defer { scratch.remove() }
    let r = try ChildProcess.run(
      ["--no-color"], input: input, environment: ["HOME": scratch.url.path, "COLUMNS": "80"])
    return (r.status, r.out + r.err)
  }

  /// A declaration shows what it declared, as Swift's REPL does; `:save` leaves out the entry
  /// that stopped with an error.
  @Test func declarationsPrintAndSaveKeepsWhatRan() throws {
    let scratch = try Scratch("classroom-save")
    defer { scratch.remove() }
    let file = scratch.path("saved.swift")
    let r = try repl(
      """
      @Observable final class Cart { var items: [String] = [] }
      let cart = Cart()
      var n = 1
      let bad = undefinedName
      :save \(file)
      """)
    #expect(r.out.contains("cart: Cart = ") && r.out.contains("n: Int = 1"), "\(r.out)")
    #expect(r.out.contains("left out 1 that stopped with an error"))
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains("var n = 1") && !saved.contains("undefinedName"))
  }

  /// `?NAME` and `:info NAME` explain a concept with its rules and lessons; `:info R7` is the
  /// rule without its proof.
  @Test func infoExplainsAConcept() throws {
    let r = try repl("?withObservationTracking\n:info Observations\n:info R7\n:info nothingLikeThis\n")
    #expect(r.out.contains("one-shot") && r.out.contains("R5. One-shot") && r.out.contains("lessons: 1, 3, 5"))
    #expect(r.out.contains("An async sequence (SE-0475)"))
    #expect(r.out.contains("(:rule R7 proof shows the probe") && !r.out.contains("probes/p05"))
    #expect(r.out.contains("nothing is known as 'nothingLikeThis'"))
  }

  /// A runaway in the bare REPL speaks of the entry and offers `:limit`, which works here.
  @Test func aRunawayOffersLimit() throws {
    let r = try repl(":limit time=none,instructions=2000000\nvar k = 0\nwhile true { k += 1 }\nk > 0\n")
    #expect(r.out.contains("instructions 2000000"))
    #expect(r.out.contains("this entry ran 20000"), "\(r.out)")
    #expect(r.out.contains(":limit instructions=10000000") && !r.out.contains("--limit"))
    #expect(r.out.contains("$R0: Bool = true"))
  }

  /// Completion goes on after an integer subscript.
  @Test func completionAfterASubscript() {
    let s = Session()
    _ = s.evaluate(
      """
      @Observable final class Metric { var value = 0; var label = "" }
      @Observable final class Board { var metrics = [Metric(), Metric()] }
      let m = Board()
      """)
    let c = Completer(
      commands: REPLCommand.all, names: { s.declaredNames + s.builtinNames }, members: { s.memberNames(ofPath: $0) })
    #expect(c.complete("m.metrics[0].v")?.candidates == ["value"])
    #expect(c.complete("print(m.metrics[1].")?.candidates.contains("label") == true)
    #expect(c.complete("m.metrics[9].v")?.candidates ?? [] == [])
    #expect(Completer.dottedPath(Array("f(x)."), endingAt: 4) == nil)
  }

  /// Ctrl-D on a `...>` line runs the entry instead of quitting; Tab Tab lists once.
  @Test func controlDOnAContinuationLineAndTabTab() throws {
    let (env, _) = try TerminalREPLTests.environment()
    let t = try PseudoTerminal(environment: env, columns: 80)
    try t.expect(TerminalREPLTests.prompt)
    try t.type("for i in 0..<2 {\r")
    try t.expect("...> ")
    try t.type("\u{4}")
    try t.expect("has no matching")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("let counterA = 1\r")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("let counterB = 2\r")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("count\t")
    try t.type("\t")
    try t.type("\t")
    try t.expect("counterA  counterB")
    try t.type("\t")
    try t.type("\u{3}")
    try t.expect("^C")
    try t.expect(TerminalREPLTests.prompt)
    try t.type("\u{4}")
    #expect(try t.waitForExit() == 0)
    let lists = t.all.components(separatedBy: "counterA  counterB").count - 1
    #expect(lists == 1, "the candidates were listed \(lists) times")
  }

  /// An author's traps: `--bless` does not write a failing lesson's transcript; the golden diff
  /// shows only the lines that changed; `#why` of a name that is no observer fails the check.
  @Test func checkCatchesAnAuthorsMistakes() throws {
    let scratch = try Scratch("classroom-check")
    defer { scratch.remove() }
    let lesson = scratch.path("l.swift")
    try "var a = 1\n#expect(a == 2)\n".write(toFile: lesson, atomically: true, encoding: .utf8)
    let blessed = Checker(bless: true, style: TextStyle(color: false)).check(lesson)
    #expect(!blessed.passed && blessed.lines.joined().contains("not blessed"))
    #expect(!FileManager.default.fileExists(atPath: Checker.goldenPath(for: lesson)))

    try "@Observable final class M { var x = 0 }\nlet m = M()\n#whynot(\"T9\")\n".write(
      toFile: lesson, atomically: true, encoding: .utf8)
    let why = Checker(bless: false, style: TextStyle(color: false)).check(lesson)
    #expect(!why.passed && why.lines.joined().contains("#whynot(T9) names no observer"), "\(why.lines)")
    // A name with an escape sequence is shown, not sent to the terminal (found by the fuzzer).
    try "#why(\"\\u{1b}[2Jx\")\n".write(toFile: lesson, atomically: true, encoding: .utf8)
    let escaped = Checker(bless: false, style: TextStyle(color: false)).check(lesson)
    #expect(!escaped.passed && escaped.lines.joined().contains("#why(^[[2Jx) names no observer"), "\(escaped.lines)")
    #expect(!escaped.lines.joined().contains("\u{1B}"), "\(escaped.lines)")

    let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
    var changed = (1...20).map { "line \($0)" }
    changed.insert("a new line", at: 5)
    changed[15] = "line 15, changed"
    let diff = Checker.difference(
      expected: expected, actual: changed.joined(separator: "\n"), name: "g", style: TextStyle(color: false))
    #expect(diff.contains("  + a new line") && diff.contains("  - line 15") && diff.contains("  + line 15, changed"))
    // Unchanged lines are context at most, never marked as changed.
    #expect(!diff.contains { $0.hasPrefix("  - line 6") || $0.hasPrefix("  + line 6") })
    #expect(diff.count < 12)
  }

  /// Narration: inline Markdown rendered with colour (marks kept without), prose at most 100
  /// columns at any width.
  @Test func narrationIsRenderedAndCapped() {
    let words = Array(repeating: "word", count: 60).joined(separator: " ")
    var saw = true
    let plain = Transcript.narration(
      ["Read `cart.items` *now*, " + words], style: TextStyle(color: false), sawTitle: &saw, width: 160)
    #expect(plain.contains { $0.contains("`cart.items` *now*") })
    #expect(plain.allSatisfy { DisplayWidth.of($0) <= 100 })
    let colored = Transcript.narration(["Read `cart.items` *now*."], style: TextStyle(color: true), sawTitle: &saw)
    #expect(
      colored.joined().contains("cart.items") && !colored.joined().contains("`") && !colored.joined().contains("*now*"))
    #expect(Transcript.inlineMarkdown("a * b and 2*3", style: TextStyle(color: true)) == "a * b and 2*3")
  }
}
