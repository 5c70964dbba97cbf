import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The trace comparison (`TraceEvents`, `EventComparison`) on a real recording of lesson 9 made by
/// its traced program (`Recorded/lesson-09-one-shot-versus-loop.runs`): it agrees as recorded, and
/// each edit of its event lines that the issue names is rejected, saying which event, on which
/// side, at which lesson line, under which rule. No compiler is needed.
@Suite struct TraceComparisonTests {
  static let lesson = Repository.root.appendingPathComponent("Lessons/09-one-shot-versus-loop.swift").path

  static func recording() throws -> String {
    let runs = try String(
      contentsOf: Repository.fixture("Recorded").appendingPathComponent("lesson-09-one-shot-versus-loop.runs"),
      encoding: .utf8
    )
    return try #require(RecordedRun.split(runs).first)
  }

  func verify(_ recording: String) throws -> Verifier.Result {
    let report = Verifier.verify(try LessonRun.load(path: TraceComparisonTests.lesson), recording: recording)
    return try #require(report.results.first)
  }

  /// The recording with `edit` applied to its lines (which must change something).
  func edited(_ edit: (inout [String]) -> Void) throws -> String {
    var lines = try TraceComparisonTests.recording().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let before = lines
    edit(&lines)
    #expect(lines != before, "the edit changes the recording")
    return lines.joined(separator: "\n")
  }

  @Test func theRecordingAgreesAndItsEventsAreCounted() throws {
    let r = try verify(try TraceComparisonTests.recording())
    #expect(r.passed, "\(r.divergences)")
    let events = try #require(r.eventCount)
    #expect(events >= 20)
    let lines = Verifier.Report(results: [r], swiftVersion: "6.3.1", buildSeconds: 0, totalSeconds: 0).lines()
    #expect(lines[0].contains("\(events) events"))
  }

  @Test func aDroppedOnChangeIsRejected() throws {
    let r = try verify(
      try edited { ls in ls.removeAll { $0.hasPrefix("observatory: event fired T@16 onChange") } })
    #expect(!r.passed)
    let d = try #require(r.divergences.first)
    #expect(d.contains("line 32") && d.contains("«fired T@16 onChange, sees 0»") && d.contains("R4, R5"), "\(d)")
  }

  @Test func aWillSetMovedAfterItsDidSetIsRejected() throws {
    let r = try verify(
      try edited { ls in
        let k = ls.firstIndex { $0 == "observatory: event willSet Counter#2.tracked" }!
        let d = ls[k...].firstIndex { $0 == "observatory: event didSet Counter#2.tracked" }!
        let w = ls.remove(at: k)
        ls.insert(w, at: d)
      })
    #expect(!r.passed)
    let d = try #require(r.divergences.first)
    #expect(d.contains("willSet Counter#2.tracked") && d.contains("R4"), "\(d)")
  }

  @Test func aChangedValueSeenIsRejected() throws {
    let r = try verify(
      try edited { ls in
        let k = ls.firstIndex { $0 == "observatory: event fired T@16 onChange, sees 0" }!
        ls[k] = "observatory: event fired T@16 onChange, sees 1"
      })
    #expect(!r.passed)
    let d = try #require(r.divergences.first)
    #expect(
      d.contains("the playground has «fired T@16 onChange, sees 0», Swift has «fired T@16 onChange, sees 1»"), "\(d)")
  }

  @Test func aRemovedCancellationIsRejected() throws {
    let r = try verify(try edited { ls in ls.removeAll { $0 == "observatory: event ended loop #1: cancelled" } })
    #expect(!r.passed)
    let d = try #require(r.divergences.first)
    #expect(d.contains("«ended loop #1: cancelled»") && d.contains("R22") && d.contains("Swift has nothing"), "\(d)")
  }

  @Test func eventsOutOfPlaceAmongThePrintedLinesAreRejected() throws {
    // The loop's last delivery moved after the line the program printed once the loop ended.
    let r = try verify(
      try edited { ls in
        let k = ls.firstIndex { $0 == "observatory: event delivered loop #1: 3" }!
        let p = ls.firstIndex { $0.hasPrefix("one-shot: ") }!
        let e = ls.remove(at: k)
        ls.insert(e, at: p)
      })
    #expect(!r.passed)
  }

  @Test func aRecordingWithoutEventsIsComparedForItsPrintsAndSaysSo() throws {
    let r = try verify(
      try edited { ls in ls.removeAll { $0.hasPrefix("observatory: event ") || $0.hasPrefix("observatory: trace on") } }
    )
    #expect(r.passed, "\(r.divergences)")
    #expect(r.eventCount == nil)
    #expect(r.notes.contains { $0.hasPrefix("events not compared: the recording has none") })
    let lines = Verifier.Report(results: [r], swiftVersion: "6.3.1", buildSeconds: 0, totalSeconds: 0).lines()
    #expect(lines[0].contains("events not compared"))
  }

  @Test func aRecordingOfAnotherProgramIsRejected() throws {
    let r = try verify(
      try edited { ls in
        let k = ls.firstIndex { $0.hasPrefix(RecordedRun.tracePrefix) }!
        ls[k] = RecordedRun.tracePrefix + "0123456789abcdef"
      })
    #expect(!r.passed)
    #expect(r.divergences.first?.contains("the recording comes from another program") == true)
  }

  /// Two observers of one write share a counter (`Recorded/shared-counter`): what each prints
  /// depends on which runs first, and Swift's runs show both orders. The playground runs each
  /// real run's order (`ReplayOrder`, from its `fired` events) and compares exactly: every real run
  /// agrees, and the first run's two blocks swapped whole (`Y 2` before `X 1`, which Swift cannot
  /// print, and which a comparison by the model of whole-block reorderings accepts) is refused.
  @Test func siblingOrdersAreReplayedFromTheRealRun() throws {
    let dir = Repository.fixture("Recorded")
    let file = try LessonRun.load(path: dir.appendingPathComponent("shared-counter.swift").path)
    let runs = RecordedRun.split(
      try String(contentsOf: dir.appendingPathComponent("shared-counter.runs"), encoding: .utf8))
    var orders = Set<String>()
    for run in runs {
      let r = try #require(Verifier.verify(file, recording: run).results.first)
      #expect(r.verdict == .agrees, "\(r.divergences)")
      let yFirst = run.contains("\nY 1\n")
      orders.insert(yFirst ? "Y X" : "X Y")
      #expect(r.notes.contains { $0.contains("replayed") } == yFirst, "\(r.notes)")
    }
    #expect(orders == ["X Y", "Y X"], "the real runs show both orders")

    let first = try #require(runs.first { $0.contains("\nX 1\n") })
    var ls = first.components(separatedBy: "\n")
    let x = try #require(ls.firstIndex { $0.hasPrefix("observatory: event fired T@10 onChange") })
    #expect(ls[x + 1] == "X 1" && ls[x + 2].hasPrefix("observatory: event fired T@14 onChange") && ls[x + 3] == "Y 2")
    ls.replaceSubrange(x...(x + 3), with: [ls[x + 2], ls[x + 3], ls[x], ls[x + 1]])
    let swapped = ls.joined(separator: "\n")
    let r = try #require(Verifier.verify(file, recording: swapped).results.first)
    #expect(!r.passed && r.divergences.contains { $0.contains("«Y 2»") }, "\(r.divergences)")
    // The model alone (no replay) accepts it: the blocks are whole.
    var model = Verifier.Result(path: file.path, verdict: .agrees)
    Comparison.compareLines(
      PlaygroundSide.run(file), try RecordedRun.parse(swapped, lessonPath: file.path), into: &model)
    #expect(model.divergences.isEmpty)
  }

  /// Two onChange callbacks of one write (line 58) read into the tracking the write runs in; which
  /// reads are new to it depends on which callback runs first, and Swift's runs show both orders
  /// (`Recorded/sibling-reads.runs`). Each real run agrees; such a read is reported by neither side,
  /// so one added to a recording is rejected.
  @Test func siblingCallbacksReadsIntoTheirEnclosingTrackingAreNotOrderDependent() throws {
    let dir = Repository.fixture("Recorded")
    let path = dir.appendingPathComponent("sibling-reads.swift").path
    let runs = RecordedRun.split(
      try String(contentsOf: dir.appendingPathComponent("sibling-reads.runs"), encoding: .utf8))
    #expect(Set(runs).count >= 2, "the real runs show both orders")
    let file = try LessonRun.load(path: path)
    for run in Set(runs) {
      let r = try #require(Verifier.verify(file, recording: run).results.first)
      #expect(r.passed, "\(r.divergences)")
    }
    var lines = runs[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let k = try #require(lines.firstIndex { $0.hasPrefix("observatory: event fired T@57 onChange") })
    lines.insert("observatory: event read G5Model#1.item in T@58", at: k + 1)
    let r = try #require(Verifier.verify(file, recording: lines.joined(separator: "\n")).results.first)
    #expect(!r.passed)
    #expect(r.divergences.first?.contains("«read G5Model#1.item in T@58»") == true, "\(r.divergences)")
  }

  @Test func valuesAreShownOnlyWhenTheTraceWritesThemAsSwiftDoes() {
    for plain in [
      "0", "-3", "1.5", "1e-05", "-nan", "true", "nil", "\"a \\\"b\\\"\"", "Optional(1)", "[1, 2]", "[]",
      "[Optional(\"x\"), nil]", "[1, 2, …]",
    ] {
      #expect(TraceEvents.plain(plain) == plain, "\(plain)")
    }
    for other in [
      "P(x: 1)", "[\"a\": 1]", "[:]", "red", "(1, 2)", "Cart#3", "Optional(Cart#1)", "[P(x: 1)]",
      "\"unfinished", "[1, 2", "1.5kg", "\"a very long string that the trace cut short at sixty charact…",
    ] {
      #expect(TraceEvents.plain(other) == nil, "\(other)")
    }
    // Cut to 57 characters and `…` on both sides (longer than 60): shown when the 57 begin a
    // plain value, as the traced program shows them.
    let long = "The quick brown fox jumps over the lazy dog. The dog sleeps!"
    for value in [
      "\"\(long)\"", "[\"\(long)\"]", "Optional(\"\(long)\")", "[" + String(repeating: "123, ", count: 12) + "1]",
    ] {
      let cut = String(value.prefix(57)) + "…"
      #expect(TraceEvents.plain(cut) == cut, "\(cut)")
    }
    for value in ["Point(x: 1, y: 2, label: \"\(long)\")", "[P(x: 1), " + long + "]"] {
      let cut = String(value.prefix(57)) + "…"
      #expect(TraceEvents.plain(cut) == nil, "\(cut)")
    }
    #expect(TraceEvents.plain("\"short, but cut…") == nil)
  }
}
