import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// Rendering is linear in what it renders, and bounded (issue 30): no limit covered it, and a
/// long word, a long line or a lesson stopped at a limit took a minute or gigabytes. Each case
/// was quadratic or unbounded before; each now ends well within a second alone (debug build).
@Suite struct RenderingBoundsTests {
  /// Each case takes well under a second alone (debug build); before its fix it took a minute
  /// or more. What is measured is the CPU time of the thread doing the work, not wall time:
  /// waiting for a core (CI shares two, and the suite runs in parallel) does not count, so
  /// machine load cannot fail a case; the bound is loose for slower machines and tight enough
  /// that a quadratic rendering fails it.
  static let bound = 10.0

  /// The CPU seconds `body` takes on the thread that runs it: a large-stack thread of its own
  /// (`LargeStack`), where a lesson run also runs in place rather than on a thread of its own.
  func seconds(_ body: () -> Void) -> Double {
    LargeStack.run {
      let start = Limits.threadCPUTime()
      body()
      let d = Limits.threadCPUTime() - start
      return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
  }

  /// `LineWrapper.isPath` scanned the whole word at every break: a 1 MB word took a minute.
  @Test func aLongWordWrapsInLinearTime() {
    let word = String(repeating: "a", count: 300_000)
    var lines: [String] = []
    let t = seconds { lines = LineWrapper(width: 80).wrap("     │   1 » " + word) }
    #expect(t < RenderingBoundsTests.bound, "\(t) s")
    #expect(lines.count > 3_000 && lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    // A path is still kept whole, however long.
    let path = "/" + String(repeating: "p/", count: 50_000)
    let wrappedPath = LineWrapper(width: 80).wrap("see " + path)
    #expect(wrappedPath.count == 2 && wrappedPath[1].hasSuffix(path) && wrappedPath[1].count == path.count + 2)
  }

  /// Every step echoed its whole physical line: 8,000 `x += 1;` on one line made 590 MB. A
  /// step now shows its own statement, marked `…` where the line goes on.
  @Test func aLineOfManyStatementsIsEchoedOncePerStatement() throws {
    let text = "var x = 0\n" + String(repeating: "x += 1; ", count: 8_000) + "\nprint(x)\n"
    let run = runLesson(text, trace: true)
    var transcript = ""
    let t = seconds { transcript = Transcript.render(run) }
    #expect(run.error == nil && run.outputLines == ["8000"])
    #expect(t < RenderingBoundsTests.bound, "\(t) s")
    #expect(transcript.utf8.count < 2_000_000, "\(transcript.utf8.count) bytes")
    #expect(transcript.contains("   2 │ x += 1 …\n") && transcript.contains("   2 │ … x += 1 …\n"))
    // The web page made a slide of the whole line for each (8,000: 517 MB and 2 GB of memory);
    // 2,000 made 32 MB, and make 1.3 MB now.
    let shorter = "var x = 0\n" + String(repeating: "x += 1; ", count: 2_000) + "\n"
    let page = try HTMLPage.render(SourceFile(path: "line.swift", text: shorter), svg: { _ in "<svg/>" })
    #expect(page.utf8.count < 8_000_000, "\(page.utf8.count) bytes")
    #expect(page.contains("<span class=\"ln\">2</span> … x += 1 …\n"))
    // A statement alone on its line (a comment after it is not another statement) is unchanged.
    let plain = Transcript.render(runLesson("let a = 1 // one\nlet b = 2; let c = 3\n", trace: true))
    #expect(plain.contains("   1 │ let a = 1 // one\n"))
    #expect(plain.contains("   2 │ let b = 2 …\n") && plain.contains("   2 │ … let c = 3\n"))
  }

  /// After a limit stopped a lesson, rendering its million events took seconds and gigabytes
  /// more. A step renders at most `EventBudget.perStep` events and says how many it left out,
  /// in every format.
  @Test func eventsAfterALimitAreCappedWithACount() throws {
    var limits = Limits.standard
    limits.events = 25_000
    // Stopped by the count of events only, not by the time limit.
    limits.time = nil
    let text = """
      @Observable class M { var x = 0 }
      let m = M()
      func arm() { withObservationTracking { _ = m.x } onChange: { arm() } }
      arm()
      for i in 1...1_000_000 { m.x = i }
      """
    let run = LessonRun(file: SourceFile(path: "many.swift", text: text), traceEnabled: true, limits: limits)
    run.run()
    #expect(run.error?.kind == .limit)
    let events = run.steps.map(\.events.count).max() ?? 0
    #expect(events > EventBudget.perStep * 2)
    let renderings: [(String, (LessonRun) -> String)] = [
      ("text", { Transcript.render($0, width: 1000) }), ("verbose", { Transcript.render($0, verbose: true) }),
      ("json", { EventJSON.lines($0) }), ("markdown", { Handout.markdown($0) }),
    ]
    for (name, render) in renderings {
      var out = ""
      let t = seconds { out = render(run) }
      #expect(t < RenderingBoundsTests.bound, "\(name): \(t) s")
      #expect(out.contains("events not shown") || out.contains("\"omitted\""), "\(name)")
      #expect(out.split(separator: "\n").count < EventBudget.perStep + 500, "\(name)")
    }
    let omitted = EventJSON.lines(run).split(separator: "\n").first { $0.contains("\"omitted\"") } ?? ""
    #expect(omitted.contains("\"count\":\(events - EventBudget.perStep)"), "\(omitted)")
  }

  /// The dependency graph searched all its edges for each new one: a lesson that had armed
  /// 20,000 trackings took 14 s to draw.
  @Test func aGraphOfManyEdgesIsLinear() {
    var g = DependencyGraph()
    let t = seconds {
      for k in 0..<50_000 {
        g.add(.init(id: "obs:T\(k)", kind: .observer, label: "T\(k)", about: .none))
        g.connect("prop:m.x", "obs:T\(k)", .readBy)
        g.connect("prop:m.x", "obs:T\(k)", .readBy)  // the same edge again is not added
      }
    }
    #expect(t < RenderingBoundsTests.bound, "\(t) s")
    #expect(g.edges.count == 50_000)
  }

  /// N `Observations` loops woken by one write: each loop's transaction was found by searching
  /// all of them when it opened and closed, O(N²) (8,000 loops took 19 s; now 2).
  @Test func manyLoopsWokenByOneWriteAreLinear() {
    let text = """
      @Observable class M { var x = 0 }
      let m = M()
      for _ in 0..<8_000 { Task { for await v in Observations({ m.x }) { if v > 1 { break } } } }
      try? await Task.sleep(for: .milliseconds(1))
      m.x = 1
      try? await Task.sleep(for: .milliseconds(1))
      m.x = 2
      try? await Task.sleep(for: .milliseconds(1))
      print("done")
      """
    var limits = Limits.standard
    limits.time = .seconds(60)
    let run = LessonRun(file: SourceFile(path: "loops.swift", text: text), traceEnabled: false, limits: limits)
    let t = seconds { run.run() }
    #expect(run.error == nil && run.outputLines == ["done"], "\(String(describing: run.error?.message))")
    #expect(t < RenderingBoundsTests.bound, "\(t) s")
  }

  /// The web page ran Graphviz once for every different graph (300 steps took 9 s) and held
  /// every slide's graph whole: now it draws at most `maxDrawnGraphs`, shows the others as text,
  /// and stops adding graphs past `maxGraphBytes`.
  @Test func aPageDrawsABoundedNumberOfGraphs() throws {
    var text = "@Observable class M { var x = 0 }\n"
    for k in 0..<150 { text += "let m\(k) = M(); withObservationTracking { _ = m\(k).x } onChange: { }\n" }
    var drawn = 0
    var failed = false
    let page = try HTMLPage.render(
      SourceFile(path: "graphs.swift", text: text),
      svg: { _ in
        drawn += 1; return "<svg>\(drawn)</svg>"
      },
      failed: &failed)
    #expect(!failed)
    #expect(drawn == HTMLPage.maxDrawnGraphs, "\(drawn)")
    #expect(page.contains("shown as text: a page draws at most"))
    #expect(page.utf8.count < HTMLPage.maxGraphBytes + 4_000_000, "\(page.utf8.count)")
  }

  /// Regional-indicator flags are two columns (they were measured as one, so wrapped lines
  /// overflowed a terminal), and a tab in printed text takes the columns it is shown in.
  @Test func flagsAndTabsAreMeasuredAsShown() {
    #expect(DisplayWidth.of("🇫🇷") == 2)
    #expect(DisplayWidth.of("🇫🇷🇩🇪 ok") == 7)
    #expect(TerminalText.visible("a\tb") == "a       b")
    #expect(TerminalText.visible("abcdefgh\tb") == "abcdefgh        b")
    let wrapped = LineWrapper(width: 20).wrap(String(repeating: "🇫🇷", count: 30))
    #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 20 })
    // The width tables are searched by halves: they must be sorted and apart.
    for table in [DisplayWidth.zeroWidth, DisplayWidth.wide] {
      #expect(zip(table, table.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
    }
  }

  /// Showing control characters appended to a `String.UnicodeScalarView`, which copied the
  /// whole text at each tab (found by the fuzzer: 60% of its time).
  @Test func manyControlCharactersAreShownInLinearTime() {
    let text = String(repeating: "\t\u{85}\u{1B}x", count: 100_000)
    var shown = ""
    let t = seconds { shown = TerminalText.visible(text) }
    #expect(t < RenderingBoundsTests.bound, "\(t) s")
    #expect(shown.hasPrefix("        \\u{85}^[x       ") && shown.utf8.count > 1_000_000)
  }

  /// Long lines in an error, an identifier, a `#why` of a megabyte: each rendered in time.
  @Test func hugeLinesInErrorsAndTablesRenderInTime() {
    let long = String(repeating: "w", count: 100_000)
    for text in ["print(\(long))\n", "#why(\"\(long)\")\n", "let s = \"\(long)\"; fatalError(s)\n"] {
      let run = runLesson(text, trace: true)
      var out = ""
      let t = seconds { out = Transcript.render(run) }
      #expect(t < RenderingBoundsTests.bound, "\(t) s for \(text.prefix(20))")
      #expect(!out.isEmpty)
    }
  }
}
