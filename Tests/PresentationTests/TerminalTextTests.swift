import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// Output that fits the terminal, traces that stay short, names from the code, and the rules
/// built into the binary.
@Suite struct TerminalTextTests {
  // MARK: - Wrapping

  @Test func displayWidthCountsWideCharactersAndSkipsColour() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("⚡ T1") == 5)
    #expect(DisplayWidth.of("漢字") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("\u{1B}[2m│\u{1B}[0m x") == 3)
  }

  @Test func aTraceLineContinuesUnderItsText() {
    let line =
      "     │   2   ⚡ T1 onChange (armed at line 18, read counter.tracked, counter.untracked) — still sees 0"
    let wrapped = LineWrapper(width: 60).wrap(line)
    #expect(wrapped.count == 3)
    #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 60 })
    // The gutter is kept, the number is not repeated, the text hangs under its start.
    for l in wrapped.dropFirst() {
      #expect(l.hasPrefix("     │         ") && l.dropFirst(15).first != " ")
      #expect(!l.contains("2   ⚡"))
    }
  }

  @Test func wordsAreNotBrokenAndPathsStayWhole() {
    let w = LineWrapper(width: 30)
    #expect(
      w.wrap("  the quick brown fox jumps over the lazy dog", hang: 0) == [
        "  the quick brown fox jumps", "  over the lazy dog",
      ])
    let path = "/a/very/long/path/that/does/not/fit/in/thirty/columns.swift:3:1: error"
    #expect(w.wrap(path).first == "/a/very/long/path/that/does/not/fit/in/thirty/columns.swift:3:1:")
    // A long word that is not a path breaks where the line ends.
    #expect(w.wrap(String(repeating: "x", count: 70)).allSatisfy { DisplayWidth.of($0) <= 30 })
  }

  @Test func aColourOpenAtABreakIsClosedAndReopened() {
    let style = TextStyle(color: true)
    let wrapped = LineWrapper(width: 20).wrap("  " + style.red("one two three four five six"))
    #expect(wrapped.count == 2)
    #expect(wrapped[0].hasSuffix("\u{1B}[0m"))
    #expect(wrapped[1].contains("\u{1B}[31m"))
  }

  @Test func treeBranchesContinueAsLines() {
    let wrapped = LineWrapper(width: 40).wrap("├─ loop #1 · Observations loop · ended: its for-await loop exited")
    #expect(wrapped[1].hasPrefix("│    its"))
  }

  @Test func narrationIsReflowedAtWords() {
    var saw = false
    let lines = Transcript.narration(
      [
        "A sentence that the lesson's author broke at ninety-five columns, as authors", "do, which goes on here.",
        "* a bullet that is long enough to need a second line when the terminal is narrow",
      ], style: TextStyle(color: false), sawTitle: &saw, width: 40)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(lines.contains("  authors do, which goes on here."))
    #expect(lines.contains { $0.hasPrefix("    ") })  // the bullet hangs under its text
  }

  // MARK: - The trace

  @Test func runsOfSimilarEventsCollapseWithACount() {
    let run = runLesson(
      """
      @Observable final class Cell { var v = 0 }
      let cells = (0..<8).map { _ in Cell() }
      for c in cells { withObservationTracking { _ = c.v } onChange: { } }
      """, trace: true)
    let events = run.steps[2].events
    let short = TraceRenderer.lines(events[...])
    let all = TraceRenderer.lines(events[...], verbose: true)
    #expect(all.count == 16)
    #expect(short.count == 2)
    #expect(short[0].contains("read    cells[0…7].v  (recorded in T1…8)  (8 reads)"))
    #expect(short[1].contains("◉ T1…8 armed (one-shot) on cells[0…7].v  (8 trackings armed)"))
  }

  /// Found by the fuzzer: a run whose numbers include Int.max (`9223372036854775807`, then 5)
  /// must not overflow when the renderer checks whether they count up.
  @Test func aRunWithIntMaxInItsNumbersIsRendered() {
    let values = [Int.max, 5, 5, 5, 5, 5]
    let items = values.enumerated().map { k, v in
      EventRuns.Item(number: k + 1, text: "read    cells[\(k)].v = \(v)", collapsible: true, noun: "reads")
    }
    let lines = EventRuns.collapse(items, style: TextStyle(color: false))
    #expect(lines.count == 1)
    #expect(lines.first?.text.contains("9223372036854775807, 5, …, 5") == true, "\(lines.map(\.text))")
  }

  @Test func programOutputIsNeverCollapsed() {
    let run = runLesson("for i in 0..<20 { print(i) }", trace: true)
    #expect(TraceRenderer.lines(run.steps[0].events[...]).count == 20)
  }

  @Test func objectsInArraysAreNamedByTheirPathAndFollowMoves() {
    let run = runLesson(
      """
      @Observable final class Item { var n = 0 }
      @Observable final class Shelf { var items = [Item(), Item(), Item()] }
      let shelf = Shelf()
      shelf.items[2].n = 1
      shelf.items.remove(at: 0)
      shelf.items[1].n = 2
      """, trace: true)
    let text = run.steps.flatMap { TraceRenderer.lines($0.events[...]) }.joined(separator: "\n")
    #expect(text.contains("write   shelf.items[2].n 0 → 1"))
    // After the removal the same object is items[1], and its name follows it.
    #expect(text.contains("write   shelf.items[1].n 1 → 2"))
  }

  @Test func oneTileOfTenIsShortAndNamesTileThreeByItsPath() throws {
    let path = Repository.root.appendingPathComponent("Lessons/12-one-tile-of-ten.swift").path
    let run = LessonRun(file: try LessonRun.load(path: path), traceEnabled: true)
    run.run()
    let text = Transcript.render(run)
    // The ten tiles (the lesson issue 12 measured) fit in 150 lines; the fifty rows the course
    // merged into the same lesson add about 90 (collapsed runs, not 50 lines per event); the
    // second prediction and the graph at the end (issue 29) about 25 (the tile and the row that
    // re-ran drawn apart, each with its own property).
    let tenTiles = text.components(separatedBy: "## Fifty rows")[0]
    #expect(lines(tenTiles).count < 150)
    #expect(lines(text).count < 210)
    #expect(text.contains("willSet modernDashboard.metrics[3].value"))
  }

  @Test(arguments: InspectionTests.lessons)
  func everyTranscriptFitsEightyColumnsAndShowsItsWholeSource(_ path: String) throws {
    let file = try LessonRun.load(path: path)
    let run = LessonRun(file: file, traceEnabled: true)
    run.run()
    let text = Transcript.render(run, style: TextStyle(color: true), width: 80)
    for l in lines(text) { #expect(DisplayWidth.of(l) <= 80, "\(path): \(l)") }
    #expect(!text.contains("more lines"))
    // Every line of every statement is shown (here: the code lines' numbers).
    let plain = Transcript.render(run)
    for step in run.steps where step.info.start < step.info.end {
      let last = file.line(of: step.info.end - 1)
      #expect(plain.contains(String(format: "%4d │", last)), "\(path): line \(last)")
    }
  }

  // MARK: - Rules

  @Test func theRulesBuiltInAreDocsRulesMd() throws {
    let doc = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    #expect(doc == Rules.markdown, "the binary does not embed docs/rules.md as it is")
    let ids = Rules.all.map(\.id)
    for n in 1...25 { #expect(ids.contains("R\(n)")) }
    for n in 1...5 { #expect(ids.contains("L\(n)")) }
    #expect(Rules.find("r7").first?.title.hasPrefix("The 6.3.1 setter") == true)
    #expect(Rules.find("(R7)").count == 1)
    #expect(Rules.find("L1–L5").count == 5)
    #expect(Rules.find("R16-R19").map(\.id) == ["R16", "R17", "R18", "R19"])
    #expect(Rules.find("R99").isEmpty)
    // Each rule shows its proof: a probe's program and output, or where that is shown.
    for r in Rules.all where r.id.hasPrefix("R") {
      #expect(r.body.contains { $0.contains("probes/") || $0.hasPrefix("*Proof:*") }, "\(r.id)")
    }
  }

  /// A proof's code is cut where the width demands, marked `↩`, never re-flowed at its own spaces
  /// (which would look like a line break inside a string literal); every line fits.
  @Test func aProofsCodeIsCutVisiblyNotReflowed() throws {
    let r7 = try #require(Rules.find("R7").first)
    let lines = Rules.render(r7, style: TextStyle(color: false), width: 60)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(lines.filter { DisplayWidth.of($0) > 60 })")
    #expect(lines.contains { $0.hasSuffix("↩") })
    let code = "    print(\"the value 3 is never delivered to it1 and so on and so forth\")"
    let cut = Rules.codeLines(code, width: 40)
    #expect(cut.count == 3 && cut.dropLast().allSatisfy { $0.hasSuffix("↩") && DisplayWidth.of($0) == 40 })
    let joined = cut.enumerated().map { i, l in
      String((i == 0 ? Substring(l) : l.dropFirst(6)).dropLast(i == cut.count - 1 ? 0 : 1))
    }.joined()
    #expect(joined == code)
  }

  /// A rule's Markdown table is laid out in columns (no `|` or `|---|` shown), the header over a
  /// rule, a cell too wide for its column wrapped inside it; every line fits, at every width a
  /// classroom uses. Each rule with a table is checked.
  @Test func aRulesTableIsShownInColumns() throws {
    let r7 = try #require(Rules.find("R7").first)
    let lines = Rules.render(r7, style: TextStyle(color: false), width: 80, proof: false)
    #expect(!lines.contains { $0.hasPrefix("|") })
    let header = try #require(lines.firstIndex { $0.hasPrefix("static type of the property") })
    #expect(lines[header].hasSuffix("notifies when"))
    #expect(lines[header + 1].allSatisfy { $0 == "─" || $0 == " " })
    // The first row's first cell is wider than its column: it goes on under itself.
    #expect(lines[header + 2].hasPrefix("`Equatable` (incl.") && lines[header + 2].hasSuffix("`old != new`"))
    #expect(lines[header + 3] == "arrays, strings, …)")
    for r in Rules.all where r.body.contains(where: { $0.hasPrefix("|") }) {
      for width in [60, 80, 100] {
        let shown = Rules.render(r, style: TextStyle(color: true), width: width)
        #expect(shown.allSatisfy { DisplayWidth.of($0) <= width }, "\(r.id) at \(width)")
        #expect(!shown.contains { $0.hasPrefix("|") }, "\(r.id) at \(width)")
      }
    }
  }

  /// Every rule the output can cite is one `:rule` can show: in the transcripts of every lesson
  /// and in the text the playground's sources print.
  @Test func everyCitationCanBeLookedUp() throws {
    var texts: [String] = []
    for path in InspectionTests.lessons {
      let run = LessonRun(file: try LessonRun.load(path: path), traceEnabled: true)
      run.run()
      texts.append(Transcript.render(run))
    }
    let sources = Repository.root.appendingPathComponent("Sources")
    let files = ["ObservatoryEngine", "ObservatoryPresentation", "ObservatoryVerification"].flatMap { module in
      (FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)?.compactMap { $0 as? String }
        ?? []).map { module + "/" + $0 }
    }
    for f in files where f.hasSuffix(".swift") && !f.hasPrefix("ObservatoryPresentation/Rules/") {
      let text = try String(contentsOf: sources.appendingPathComponent(f), encoding: .utf8)
      // String literals only: the text between quotes on lines that are not comments.
      for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        texts += parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
      }
    }
    for text in texts {
      for id in Rules.citations(in: text) { #expect(!Rules.find(id).isEmpty, "cited but not in docs/rules.md: \(id)") }
      #expect(!text.contains("SEMANTICS.md"), "a citation the user cannot look up: \(text.prefix(120))")
    }
  }
}
