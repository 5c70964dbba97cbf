import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

/// `observatory run LESSON --format html`: the page is loaded in headless Chromium (Debian's
/// `chromium`, which scripts/setup.sh installs), stepped through with the keyboard, and what the
/// browser shows is checked: the step, its code, the graph drawn as SVG with a real size, and a
/// prediction revealed when a choice is clicked.
@Suite struct WebPageTests {
  static let chromiumPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
  static let chromium: String? = chromiumPaths.first { FileManager.default.isExecutableFile(atPath: $0) }

  struct Report: Decodable {
    let shown: [String]
    let position: String
    let code: String
    let firing: String
    let question: String
    let verdict: String
    let graphNodes: Int
    let graphWidth: Int
    let graphHeight: Int
  }

  /// Loads `page#test:...` in headless Chromium and reads the page's report of what it shows.
  func show(_ page: URL, _ test: String) throws -> Report {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    p.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--user-data-dir=" + page.deletingLastPathComponent().appendingPathComponent("profile").path,
      "--dump-dom", page.absoluteString + "#test:" + test,
    ]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    let start = try #require(dom.range(of: "<pre id=\"test-report\">"), "no report in the page Chromium shows")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
  }

  @Test func thePageStepsAndDrawsTheGraphInChromium() throws {
    guard requiredTool("chromium", at: Self.chromiumPaths) != nil else { return }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-web-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let lesson = CourseTests.repository.appendingPathComponent("Lessons/15-combine-as-plumbing.swift")
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
    let wrong = try show(page, "keys=\(keys);choose=0")
    #expect(wrong.verdict.contains("the answer is 2) one, for \"swift\""))
    let right = try show(page, "keys=\(keys);choose=1")
    #expect(right.verdict.hasPrefix("✓ Right"))
    // The step after it shows the search sent at 400 ms.
    let after = try show(page, "keys=\(keys),ArrowRight")
    #expect(
      after.code.contains("advance(by: .milliseconds(399))") && after.firing.contains("debounce publishes \"swift\""))
  }
}
