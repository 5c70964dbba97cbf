import Foundation
import Testing

@testable import TestSupport

/// The `observatory` executable as a user runs it: output, exit statuses, files it writes.
@Suite struct CommandLineTests {
  @Test func binaryIsBuilt() {
    #expect(
      FileManager.default.fileExists(atPath: Repository.observatory.path), "run `swift build` before `swift test`")
  }

  @Test func quietRunPrintsOnlyProgramOutput() throws {
    let url = try tempLesson("ok.swift", "//: narration\nlet x = 2\nprint(\"x is \\(x)\")\n")
    let r = try observatory(["run", "--quiet", url.path])
    #expect(r.status == 0)
    #expect(r.stdout == "x is 2\n")
  }

  @Test func runShowsStepsAndFiringOrder() throws {
    let url = try tempLesson(
      "trace.swift",
      "@Observable final class C { var n = 0 }\nlet c = C()\nwithObservationTracking { _ = c.n } onChange: { }\nc.n = 1\n"
    )
    let r = try observatory(["run", url.path])
    #expect(r.status == 0)
    #expect(r.stdout.contains("4 │ c.n = 1"))
    #expect(r.stdout.contains("⚡ T1 onChange"))
    #expect(r.stdout.contains("✂ T1 cancelled"))
  }

  @Test func failedLessonExitsOneWithLocatedError() throws {
    let url = try tempLesson("bad.swift", "let a = [1, 2]\nprint(a[5])\n")
    let r = try observatory(["run", url.path])
    #expect(r.status == 1)
    #expect(r.stdout.contains("bad.swift:2:"))
    let q = try observatory(["run", "--quiet", url.path])
    #expect(q.status == 1)
    #expect(q.stderr.contains("index out of range"))
    #expect(q.stderr.contains("^"))
  }

  /// `observatory verify LESSON --recorded FILE`: no compiler needed; 0 when the recording agrees,
  /// 1 when it differs, 2 when the recording is missing.
  @Test func verifyComparesWithARecording() throws {
    let lesson = Repository.fixture("Recorded").appendingPathComponent("expect-failures.swift").path
    let recording = Repository.fixture("Recorded").appendingPathComponent("expect-failures.recorded")
    let agrees = try observatory(["verify", lesson, "--recorded", recording.path])
    #expect(agrees.status == 0, "\(agrees.stdout)\(agrees.stderr)")
    #expect(agrees.stdout.contains("agrees with Swift 6.3.1 (recorded on Linux x86_64)"))
    // "between" printed before the check at line 9 failed: Swift promises that order.
    var lines = try String(contentsOf: recording, encoding: .utf8).components(separatedBy: "\n")
    let k = try #require(lines.firstIndex(of: "between"))
    lines.swapAt(k, k + 1)
    let moved = try tempLesson("moved.recorded", lines.joined(separator: "\n"))
    let differs = try observatory(["verify", lesson, "--recorded", moved.path])
    #expect(differs.status == 1)
    #expect(differs.stdout.contains("differs from Swift 6.3.1"))
    #expect(try observatory(["verify", lesson, "--recorded", "/nonexistent"]).status == 2)
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try observatory(["frobnicate"]).status == 2)
    #expect(try observatory(["run"]).status == 2)
    #expect(try observatory(["run", "--bogus", "x.swift"]).status == 2)
    #expect(try observatory(["check", "/nonexistent/folder"]).status == 2)
  }

  @Test func checkReportsFailedExpectationsAndGoldenDifferences() throws {
    let url = try tempLesson("lesson.swift", "let n = 3\n#expect(n == 4)\n")
    let r = try observatory(["check", url.deletingLastPathComponent().path])
    #expect(r.status == 1)
    #expect(r.stdout.contains("lesson.swift:2"))
    #expect(r.stdout.contains("n is 3, 4 is 4"))

    let good = try tempLesson("good.swift", "let n = 3\n#expect(n == 3)\n")
    let dir = good.deletingLastPathComponent()
    #expect(try observatory(["check", "--bless", dir.path]).status == 0)
    let golden = dir.appendingPathComponent("good.expected")
    #expect(FileManager.default.fileExists(atPath: golden.path))
    #expect(try observatory(["check", dir.path]).status == 0)
    try "let n = 3\nprint(n)\n#expect(n == 3)\n".write(to: good, atomically: true, encoding: .utf8)
    let changed = try observatory(["check", dir.path])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("differs from"))
  }
}
