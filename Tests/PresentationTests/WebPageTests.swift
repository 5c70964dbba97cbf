import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// `observatory run LESSON --format html`: the page is loaded in headless Chromium (Debian's
/// `chromium`, which scripts/setup.sh installs), stepped through with the keyboard, and what the
/// browser shows is checked: the step, its code, the graph drawn as SVG with a real size, and a
/// prediction revealed when a choice is clicked.
@Suite struct WebPageTests {
  struct Report: Decodable {
    let shown: [String]
    let position: String
    let code: String
    let firing: String
    let question: String
    let verdict: String
    let graphShown: Bool
    let graphNodes: Int
    let graphWidth: Int
    let graphHeight: Int
    let scrollY: Int
    let smallestText: [Double]
  }

  /// Loads `page#test:...` in headless Chromium and reads the page's report of what it shows.
  func show(_ page: URL, _ test: String) throws -> Report {
    try JSONDecoder().decode(Report.self, from: Chromium.report(page, test, window: "1024,768"))
  }

  @Test func thePageStepsAndDrawsTheGraphInChromium() throws {
    guard requiredTool("chromium", at: Chromium.paths) != nil else { return }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-web-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let lesson = Repository.root.appendingPathComponent("Lessons/15-combine-as-plumbing.swift")
    let html = try HTMLPage.render(try LessonRun.load(path: lesson.path))
    // Self-contained: nothing is loaded from anywhere at view time.
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    let page = dir.appendingPathComponent("lesson.html")
    try html.write(to: page, atomically: true, encoding: .utf8)

    let first = try show(page, "")
    #expect(first.shown == ["step-1"] && first.position.hasPrefix("Step 1 of "))

    // Three steps forward, one back: the step that creates the model, with its graph drawn.
    let third = try show(page, "keys=ArrowRight,Space,ArrowRight,ArrowLeft")
    #expect(third.shown == ["step-3"], "\(third.shown)")
    #expect(third.position.hasPrefix("Step 3 of "))
    let model = try show(page, "keys=End")
    #expect(model.graphNodes >= 2, "the last step's graph has no nodes")
    #expect(
      model.graphWidth > 50 && model.graphHeight > 20,
      "the graph is not drawn (\(model.graphWidth)×\(model.graphHeight))")

    // The prediction: asked on its step; clicking a choice reveals the answer.
    let steps = html.components(separatedBy: "<section class=\"step\"")
    let k = try #require(steps.firstIndex { $0.contains("class=\"predict\"") })
    let keys = Array(repeating: "ArrowRight", count: k - 1).joined(separator: ",")
    let asked = try show(page, "keys=\(keys)")
    #expect(asked.question.contains("After 399 more milliseconds") && asked.verdict.isEmpty)
    // Nothing on the question's step gives the answer away: its source is the question only,
    // and its graph is shown only after a choice.
    #expect(asked.code.contains("#predict(\"After 399 more milliseconds") && !asked.code.contains("answer:"))
    #expect(!asked.graphShown)
    let wrong = try show(page, "keys=\(keys);choose=0")
    #expect(wrong.verdict.contains("the answer is 2) one, for \"swift\""))
    let right = try show(page, "keys=\(keys);choose=1")
    #expect(right.verdict.hasPrefix("✓ Right") && right.graphShown)
    // The step after it shows the search sent at 400 ms.
    let after = try show(page, "keys=\(keys),ArrowRight")
    #expect(
      after.code.contains("advance(by: .milliseconds(399))") && after.firing.contains("debounce publishes \"swift\""))
  }

  /// At 1024 pixels wide, no text of any step's graph is under 11 pixels as drawn, in every
  /// lesson and exercise: measured by the browser (font size times the drawing's scale).
  @Test func theGraphIsLegibleAt1024PixelsOnEveryStep() throws {
    guard Chromium.path != nil else {
      print("WebPageTests: SKIPPED — chromium is not installed (scripts/setup.sh installs Debian's chromium)")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-web-measure-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var measured = 0
    for item in Repository.course().items {
      let html = try HTMLPage.render(try LessonRun.load(path: item.path))
      let page = dir.appendingPathComponent("\(item.id).html")
      try html.write(to: page, atomically: true, encoding: .utf8)
      let report = try show(page, "measure")
      let steps = html.components(separatedBy: "<section class=\"step\"").count - 1
      #expect(report.smallestText.count == steps, "\(item.id): \(report.smallestText.count) of \(steps) steps measured")
      for (k, px) in report.smallestText.enumerated() where px > 0 {
        measured += 1
        #expect(px >= 11, "\(item.id) step \(k + 1): graph text \(px) px at 1024 px wide")
      }
    }
    #expect(measured > 300)
  }

  /// Reloading at `#step-N` shows step N without scrolling the page.
  @Test func aReloadAtAStepDoesNotScroll() throws {
    guard Chromium.path != nil else { return }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-web-reload-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let html = try HTMLPage.render(
      try LessonRun.load(path: Repository.root.appendingPathComponent("Lessons/12-one-tile-of-ten.swift").path))
    #expect(!html.contains("id=\"step-"))
    let page = dir.appendingPathComponent("l.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let shown = try show(page, "keys=End")
    #expect(shown.scrollY == 0 && shown.shown == ["step-32"])
  }

  /// An order question: the items clicked in order, graded item by item.
  @Test func anOrderQuestionIsAnsweredByClicking() throws {
    guard Chromium.path != nil else { return }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-web-order-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = """
      var log: [String] = []
      #predict("In which order?", order: ["first", "second", "third"])
      log = ["first", "second", "third"]
      #expect(log.count == 3)
      """
    let file = SourceFile(path: "o.swift", text: source)
    let p = try #require(Prediction.all(in: file).values.first)
    let html = try HTMLPage.render(file)
    let page = dir.appendingPathComponent("o.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let rightClicks = try #require(p.order).map(String.init).joined(separator: ",")
    let right = try show(page, "keys=ArrowRight;choose=\(rightClicks)")
    #expect(right.verdict.hasPrefix("✓ Right: first → second → third"), "\(right.verdict)")
    let wrongClicks = try #require(p.order).reversed().map(String.init).joined(separator: ",")
    let wrong = try show(page, "keys=ArrowRight;choose=\(wrongClicks)")
    #expect(
      wrong.verdict.contains("1 of 3 in their place") && wrong.verdict.contains("✗ 1. third   (it is first)"),
      "\(wrong.verdict)")
  }
}
