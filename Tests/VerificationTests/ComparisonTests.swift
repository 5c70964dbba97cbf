import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The comparison `observatory verify` makes, without a compiler: playground runs of small lessons
/// against hand-made recordings. Reorderings are accepted only between whole blocks of sibling
/// callbacks of one write (R13) or of loops one write resumed (R21), and each is named; these
/// are the positive cases the mutation test (MutationTests) complements.
@Suite struct ComparisonTests {
  static let build = "observatory: module main, Swift 6.3.1, Linux x86_64"
  static let report = "observatory: #expect 0 passed, 0 failed"

  func side(_ source: String) -> PlaygroundSide {
    PlaygroundSide.run(SourceFile(path: "Lessons/x.swift", text: source))
  }

  /// Compares with a recording made of `lines`, the prelude's report and the exit status.
  func compare(_ p: PlaygroundSide, _ lines: [String], report: String? = ComparisonTests.report, exit: Int = 0)
    -> Verifier.Result
  {
    let text =
      ([ComparisonTests.build] + lines + (report.map { [$0] } ?? []) + ["exit \(exit)"]).joined(separator: "\n") + "\n"
    var result = Verifier.Result(path: "Lessons/x.swift", verdict: .agrees)
    do {
      Comparison.compare(p, try RecordedRun.parse(text, lessonPath: "Lessons/x.swift"), into: &result)
    } catch {
      result.divergences.append("\(error)")
    }
    // These recordings hold printed lines only (TraceComparisonTests compares events).
    result.notes.removeAll { $0.hasPrefix("events not compared") }
    return result
  }

  func texts(_ p: PlaygroundSide) -> [String] { p.lines.map(\.text) }

  static let model = "@Observable final class M { var a = 0; var b = 0 }\nlet m = M()\n"

  @Test func theObserversOfOneWriteMayPrintInAnyOrderAsWholeBlocks() {
    let p = side(
      ComparisonTests.model + """
        print("start")
        withObservationTracking { _ = m.a } onChange: { print("X fired"); print("X again") }
        withObservationTracking { _ = m.a } onChange: { print("Y fired") }
        m.a = 1
        print("end")
        """)
    #expect(texts(p) == ["start", "X fired", "X again", "Y fired", "end"])
    #expect(compare(p, texts(p)).divergences.isEmpty)
    #expect(compare(p, texts(p)).notes.isEmpty, "no reordering, no note")

    let swapped = compare(p, ["start", "Y fired", "X fired", "X again", "end"])
    #expect(swapped.divergences.isEmpty)
    #expect(swapped.notes.count == 1)
    #expect(swapped.notes.first?.contains("R13") == true && swapped.notes.first?.contains("line 6") == true)
    #expect(swapped.notes.first?.contains("T2 onChange, T1 onChange") == true)

    for bad in [
      ["start", "X fired", "Y fired", "X again", "end"],  // blocks interleaved
      ["start", "X again", "X fired", "Y fired", "end"],  // inside one callback
      ["start", "X fired", "X again", "end", "Y fired"],  // after the next statement
      ["Y fired", "start", "X fired", "X again", "end"],  // before the write
      ["start", "X fired", "X again", "Y fired", "Y fired", "end"],  // duplicated
      ["start", "X fired", "Y fired", "end"],  // dropped
    ] {
      #expect(!compare(p, bad).divergences.isEmpty, "\(bad) must be rejected")
    }
  }

  @Test func observersOfDifferentWritesKeepTheirOrder() {
    let p = side(
      ComparisonTests.model + """
        withObservationTracking { _ = m.a } onChange: { print("A") }
        withObservationTracking { _ = m.b } onChange: { print("B") }
        m.a = 1; m.b = 1
        """)
    #expect(texts(p) == ["A", "B"])
    #expect(compare(p, ["A", "B"]).divergences.isEmpty)
    #expect(!compare(p, ["B", "A"]).divergences.isEmpty)
  }

  @Test func nestedCallbacksReorderInsideTheirOwnBlockOnly() {
    let p = side(
      ComparisonTests.model + """
        withObservationTracking { _ = m.b } onChange: { print("P") }
        withObservationTracking { _ = m.b } onChange: { print("Q") }
        withObservationTracking { _ = m.a } onChange: { print("X in"); m.b = 5; print("X out") }
        withObservationTracking { _ = m.a } onChange: { print("Y") }
        m.a = 1
        """)
    #expect(texts(p) == ["X in", "P", "Q", "X out", "Y"])
    let both = compare(p, ["Y", "X in", "Q", "P", "X out"])
    #expect(both.divergences.isEmpty)
    #expect(both.notes.count == 1 && both.notes[0].contains("the writes at lines") && both.notes[0].contains("R13"))
    #expect(!compare(p, ["X in", "P", "X out", "Q", "Y"]).divergences.isEmpty)
    #expect(!compare(p, ["X in", "P", "Y", "Q", "X out"]).divergences.isEmpty)
  }

  @Test func willSetAndDidSetObserversAreSeparateGroups() {
    let p = side(
      ComparisonTests.model + """
        withObservationTracking { _ = m.a } willSet: { _ in print("W willSet") } didSet: { _ in print("W didSet") }
        withObservationTracking { _ = m.a } willSet: { _ in print("V willSet") } didSet: { _ in print("V didSet") }
        m.a = 1
        """)
    #expect(texts(p) == ["W willSet", "V willSet", "W didSet", "V didSet"])
    #expect(compare(p, ["V willSet", "W willSet", "V didSet", "W didSet"]).divergences.isEmpty)
    #expect(compare(p, ["W willSet", "V willSet", "V didSet", "W didSet"]).divergences.isEmpty)
    #expect(!compare(p, ["W willSet", "W didSet", "V willSet", "V didSet"]).divergences.isEmpty)
    #expect(!compare(p, ["W willSet", "V didSet", "V willSet", "W didSet"]).divergences.isEmpty)
  }

  @Test func loopsResumedByOneWriteMayRunInAnyOrder() {
    let p = side(
      """
      @Observable final class M { var a = 0 }
      let m = M()
      let l1 = Task { for await v in Observations({ m.a }) { print("L1 got \\(v)") } }
      let l2 = Task { for await v in Observations({ m.a * 10 }) { print("L2 got \\(v)") } }
      try? await Task.sleep(for: .milliseconds(10))
      m.a = 1
      try? await Task.sleep(for: .milliseconds(10))
      l1.cancel()
      l2.cancel()
      print("done")
      """)
    #expect(texts(p) == ["L1 got 0", "L2 got 0", "L1 got 1", "L2 got 10", "done"])
    let swapped = compare(p, ["L1 got 0", "L2 got 0", "L2 got 10", "L1 got 1", "done"])
    #expect(swapped.divergences.isEmpty)
    #expect(swapped.notes.first?.contains("R21") == true)
    // Tasks start in the order they were made: that order is promised.
    #expect(!compare(p, ["L2 got 0", "L1 got 0", "L1 got 1", "L2 got 10", "done"]).divergences.isEmpty)
    #expect(!compare(p, ["L1 got 0", "L2 got 0", "L2 got 10", "done", "L1 got 1"]).divergences.isEmpty)
  }

  @Test func failedChecksAreLinesInTheirPlaceAndTheCountsAreCompared() {
    let p = side(
      """
      var x = 2
      print("before")
      #expect(x == 1)
      #expect(x == 2)
      print("after")
      """)
    let failure = "line 3: #expect(x == 1) failed: x is 2, 1 is 1"
    #expect(texts(p) == ["before", failure, "after"])
    #expect(p.passed == 1 && p.failed == 1)
    let report = "observatory: #expect 1 passed, 1 failed"
    let recorded = ["before", "Lessons/x.swift:3: #expect(x == 1) failed: x is 2, 1 is 1", "after"]
    #expect(compare(p, recorded, report: report, exit: 1).divergences.isEmpty)
    // The check failed after "before" was printed: Swift promises that order.
    #expect(!compare(p, [recorded[1], recorded[0], recorded[2]], report: report, exit: 1).divergences.isEmpty)
    // Other counts, another status, no report at all.
    let wrongCounts = compare(
      p, recorded, report: "observatory: #expect 2 passed, 1 failed", exit: 1)
    #expect(wrongCounts.divergences.contains { $0.contains("#expect: 1 passed and 1 failed in the playground") })
    #expect(!compare(p, recorded, report: report, exit: 0).divergences.isEmpty)
    #expect(!compare(p, recorded, report: nil, exit: 1).divergences.isEmpty)
  }

  /// Swift's report of a trap on Linux: a message, then the backtracer's report, whose frames
  /// name lesson lines.
  static func crash(
    _ message: String?, crashed: String = "*** Program crashed: Illegal instruction at 0x7f8c ***",
    signal: Int = 4, frameLines: [Int]
  ) -> [String] {
    (message.map { [$0] } ?? []) + [
      "", "*** Signal \(signal): Backtracing from 0x7f8ccbd6df7f... done ***", "", crashed, "",
      "Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))", "", "Thread 0 \"lessons\" crashed:", "",
      "  0      0x00007f8ccbd6df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so",
    ]
      + frameLines.enumerated().map { k, line in
        "  \(k + 1) [ra] 0x0000559bbe2897b0 down(_:) + 815 in lessons at /work/Lessons/x.swift:\(line):7"
      } + ["...", "", "", "Backtrace took 0.01s", ""]
  }

  @Test func aTrapAgreesOnlyWithTheSameTrapOnTheSameLine() {
    let p = side("let xs = [1, 2]\nprint(\"go\")\nprint(xs[5])\n")
    guard case .trapped(let t) = p.stop else {
      Issue.record("the playground should trap")
      return
    }
    #expect(t.kind == .indexOutOfRange && t.line == 3)
    let index = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
    let same = compare(p, ["go"] + ComparisonTests.crash(index, frameLines: [3]), report: nil, exit: 132)
    #expect(same.divergences.isEmpty)
    #expect(same.notes.contains { $0.contains("index out of range at line 3") })
    #expect(
      !compare(p, ["go"] + ComparisonTests.crash(index, frameLines: [2]), report: nil, exit: 132).divergences.isEmpty)
    let overflow = ComparisonTests.crash(
      nil, crashed: "*** Swift runtime failure: arithmetic overflow ***", frameLines: [3])
    #expect(!compare(p, ["go"] + overflow, report: nil, exit: 132).divergences.isEmpty)
    // A report out of Swift's order (two frames swapped) was not written by Swift.
    var swapped = ["go"] + ComparisonTests.crash(index, frameLines: [3, 4])
    swapped.swapAt(12, 13)
    #expect(swapped[12].contains("x.swift:4") && swapped[13].contains("x.swift:3"))
    #expect(compare(p, swapped, report: nil, exit: 132).divergences.contains { $0.contains("not in the order") })
    // Without a backtrace Swift names no line: not agreement.
    #expect(!compare(p, ["go", index], report: nil, exit: 133).divergences.isEmpty)
    // Ran to the end, or never ended.
    #expect(!compare(p, ["go"], exit: 0).divergences.isEmpty)
    var r = RecordedRun()
    r.lines = ["go"]
    r.timedOut = true
    var result = Verifier.Result(path: "Lessons/x.swift", verdict: .agrees)
    Comparison.compare(p, r, into: &result)
    #expect(result.divergences.contains { $0.contains("never ends does not agree with a trap") })
  }

  /// Where a stack overflows depends on frame sizes: the playground's line need only be on Swift's stack.
  @Test func aStackOverflowAgreesWhenItsLineIsOnSwiftsStack() {
    let p = side("func down(_ n: Int) -> Int {\n  1 + down(n + 1)\n}\nprint(down(0))\n")
    guard case .trapped(let t) = p.stop else {
      Issue.record("the playground should stop the recursion")
      return
    }
    #expect(t.kind == .stackOverflow && t.line == 2)
    func crash(_ lines: [Int]) -> [String] {
      ComparisonTests.crash(
        nil, crashed: "*** Program crashed: Bad pointer dereference at 0x00007fff20c99ff8 ***", signal: 11,
        frameLines: lines)
    }
    #expect(compare(p, crash([1, 2, 2, 2, 4]), report: nil, exit: 139).divergences.isEmpty)
    #expect(!compare(p, crash([1, 1, 4]), report: nil, exit: 139).divergences.isEmpty)
    #expect(
      Trap.swiftKind("Swift/Array.swift:430: Fatal error: Array index is out of range", signal: 4) == .indexOutOfRange)
    // A standard-library check is its own kind on both sides (the playground repeats Swift's words), not any
    // fatal error: it does not agree with a `fatalError("...")` on the same line.
    let count = Trap.swiftKind(
      "Swift/RangeReplaceableCollection.swift:596: Fatal error: Can't remove more items from a collection than it contains",
      signal: 4)
    #expect(count == .library)
    #expect(Trap.playgroundKind("Can't remove more items from a collection than it contains (3 from 2)") == .library)
    #expect(Trap.playgroundKind("fatal error: boom") == .fatalError)
  }

  @Test func aProgramThatNeverEndsAgreesOnlyWithOneSwiftStopped() {
    let p = side(
      """
      @Observable final class M { var a = 0 }
      let m = M()
      print("waiting")
      for await v in Observations({ m.a }) { print("got \\(v)") }
      """)
    guard case .runsForever = p.stop else {
      Issue.record("the playground should find that nothing can run any more")
      return
    }
    var r = RecordedRun()
    r.lines = ["waiting", "got 0"]
    r.timedOut = true
    var result = Verifier.Result(path: "Lessons/x.swift", verdict: .agrees)
    Comparison.compare(p, r, into: &result)
    #expect(result.divergences.isEmpty)
    #expect(compare(p, ["waiting", "got 0"], report: nil, exit: 130).divergences.isEmpty, "stopped with Ctrl-C")
    #expect(!compare(p, ["waiting", "got 0"], exit: 0).divergences.isEmpty)
  }

  @Test func recordingsAreReadAsAShellWritesThem() throws {
    #expect(throws: RecordedRun.Malformed.self) { try RecordedRun.parse("hello\n", lessonPath: "x.swift") }
    #expect(throws: RecordedRun.Malformed.self, "the prelude's first line is missing") {
      try RecordedRun.parse("hello\nexit 0\n", lessonPath: "x.swift")
    }
    let r = try RecordedRun.parse(
      "observatory: module lesson, Swift 6.3.1, macOS arm64, Combine\n[lesson.P(x: 1)]\n"
        + "x.swift:4: #expect(a == b) failed: a is lesson.P(x: 1), b is lesson.P(x: 2)\n"
        + "observatory: #expect 2 passed, 1 failed\nexit 1\n",
      lessonPath: "Lessons/x.swift")
    #expect(r.lines == ["[main.P(x: 1)]", "line 4: #expect(a == b) failed: a is main.P(x: 1), b is main.P(x: 2)"])
    #expect(
      r.build == RecordedRun.Build(module: "lesson", swiftVersion: "6.3.1", platform: "macOS arm64", realCombine: true))
    #expect(r.counts == RecordedRun.Counts(passed: 2, failed: 1))
    #expect(r.exitStatus == 1 && r.trap == nil)
    // A force unwrap names the lesson line itself (as Module/file.swift:LINE), without a backtrace.
    let t = try RecordedRun.parse(
      "\(ComparisonTests.build)\ngo\nmain/x.swift:9: Fatal error: Unexpectedly found nil while unwrapping an "
        + "Optional value\nexit 133\n",
      lessonPath: "Lessons/x.swift")
    #expect(t.lines == ["go"])
    #expect(t.trap == Trap(kind: .nilUnwrap, line: 9, message: t.trap?.message ?? ""))
    // The blank line before the backtracer's banner is the backtracer's.
    let o = try RecordedRun.parse(
      "\(ComparisonTests.build)\ngo\n\n*** Signal 4: Backtracing from 0x55db2bcbaddb... done ***\n\n"
        + "*** Swift runtime failure: arithmetic overflow ***\n"
        + "  1                    0x000055eaa4a85ddb main + 2395 in tg at /home/me/Lessons/x.swift:8:13\nexit 132\n",
      lessonPath: "x.swift")
    #expect(o.lines == ["go"])
    #expect(o.trap?.kind == .overflow && o.trap?.line == 8)
    // Swift's exclusivity check: the access report is the trap's, not output.
    let x = try RecordedRun.parse(
      "\(ComparisonTests.build)\ngo\nSimultaneous accesses to 0x7f720c017470, but modification requires exclusive "
        + "access.\nPrevious access (a modification) started at lessons`<unavailable> + 1366698 (0x56355ff9faaa).\n"
        + "Fatal access conflict detected.\nexit 134\n",
      lessonPath: "x.swift")
    #expect(x.lines == ["go"] && x.trap?.kind == .overlappingAccess)
  }

  /// A trap's report is compared by Swift's words and by the signal it died of: a `precondition`'s
  /// own message, the standard library's own sentence, and 132 for a trap on x86_64 (133 on arm64).
  @Test func aTrapIsComparedByItsWordsAndItsExitStatus() {
    let p = side("let level = 3\nprint(\"go\")\nprecondition(level > 5, \"level too low\")\n")
    guard case .trapped(let t) = p.stop else {
      Issue.record("the playground should trap")
      return
    }
    #expect(t.kind == .precondition && t.swiftWords?.text == "Precondition failed: level too low")
    func report(_ message: String, exit: Int) -> Verifier.Result {
      compare(p, ["go"] + ComparisonTests.crash(message, frameLines: [3]), report: nil, exit: exit)
    }
    let words = "main/x.swift:3: Precondition failed: level too low"
    #expect(report(words, exit: 132).divergences.isEmpty)
    let changed = report("main/x.swift:3: Precondition failed: level too high", exit: 132)
    #expect(changed.divergences.contains { $0.contains("Swift says «Precondition failed: level too high»") })
    #expect(!report("main/x.swift:3: Precondition failed", exit: 132).divergences.isEmpty)
    // The exit status of a trap: not 0, not arm64's 133 on x86_64, not an abort.
    for status in [0, 1, 133, 134, 139] {
      #expect(
        report(words, exit: status).divergences.contains { $0.contains("its exit status is \(status)") },
        "exit \(status)")
    }
    // A standard-library sentence is compared as such, not as any library trap.
    let q = side("var xs = [1, 2]\nprint(\"go\")\nxs.removeFirst(3)\n")
    guard case .trapped(let lt) = q.stop else {
      Issue.record("the playground should trap")
      return
    }
    #expect(lt.kind == .library)
    let own =
      "Swift/RangeReplaceableCollection.swift:596: Fatal error: Can't remove more items from a collection than it contains"
    let other = "Swift/Stride.swift:10: Fatal error: Stride size must not be zero"
    #expect(
      compare(q, ["go"] + ComparisonTests.crash(own, frameLines: [3]), report: nil, exit: 132).divergences.isEmpty)
    #expect(
      !compare(q, ["go"] + ComparisonTests.crash(other, frameLines: [3]), report: nil, exit: 132).divergences.isEmpty)
    // fatalError, preconditionFailure and assertionFailure say `Fatal error: MESSAGE`.
    for call in ["fatalError", "preconditionFailure", "assertionFailure"] {
      let f = side("print(\"go\")\n\(call)(\"boom\")\n")
      guard case .trapped(let ft) = f.stop else {
        Issue.record("\(call) should trap")
        continue
      }
      #expect(ft.swiftWords?.text == "Fatal error: boom", "\(call): \(ft.message)")
      let ok = compare(
        f, ["go"] + ComparisonTests.crash("main/x.swift:2: Fatal error: boom", frameLines: [2]), report: nil, exit: 132)
      #expect(ok.divergences.isEmpty, "\(call): \(ok.divergences)")
      let bad = compare(
        f, ["go"] + ComparisonTests.crash("main/x.swift:2: Fatal error: bam", frameLines: [2]), report: nil, exit: 132)
      #expect(!bad.divergences.isEmpty, "\(call)")
    }
  }

  /// When neither side ends (the playground stops a runaway; Swift is stopped), the verdict is
  /// "neither ends", never "agrees".
  @Test func neitherEndingIsAVerdictOfItsOwn() throws {
    let lesson = SourceFile(
      path: "Lessons/x.swift",
      text: """
        @Observable final class M { var a = 0 }
        let m = M()
        print("waiting")
        for await v in Observations({ m.a }) { print("got \\(v)") }

        """)
    let stopped = "\(ComparisonTests.build)\nwaiting\ngot 0\nexit 143\n"
    let report = Verifier.verify(lesson, recording: stopped)
    let r = try #require(report.results.first)
    #expect(r.verdict == .neitherEnds && r.passed)
    #expect(r.notes.first?.hasPrefix("neither ends: ") == true)
    #expect(report.lines().first?.contains("neither ends") == true)
    #expect(report.lines().last?.contains("1 ends in neither") == true)
    #expect(!(report.lines().joined().contains("agree")))
    // Swift ended by itself: a divergence.
    #expect(
      Verifier.verify(lesson, recording: "\(ComparisonTests.build)\nwaiting\ngot 0\nexit 0\n").results.first?.verdict
        == .differs)
  }

  /// No fixed cap on the blocks of one write: 40 observers, in any order of whole blocks.
  @Test func manyObserversOfOneWriteAreMatchedInAnyOrder() {
    let n = 40
    var source = ComparisonTests.model
    for k in 0..<n {
      source += "withObservationTracking { _ = m.a } onChange: { print(\"observer \\(\(k))\"); print(\"done\") }\n"
    }
    source += "m.a = 1\nprint(\"end\")\n"
    let p = side(source)
    #expect(p.lines.count == 2 * n + 1)
    let blocks = (0..<n).map { ["observer \($0)", "done"] }
    #expect(compare(p, blocks.flatMap { $0 } + ["end"]).divergences.isEmpty)
    let reversed = compare(p, blocks.reversed().flatMap { $0 } + ["end"])
    #expect(reversed.divergences.isEmpty && reversed.notes.contains { $0.contains("R13") })
    var shuffled = blocks
    var generator = ProgramGenerator.SplitMix64(seed: 7)
    shuffled.shuffle(using: &generator)
    #expect(compare(p, shuffled.flatMap { $0 } + ["end"]).divergences.isEmpty)
    // Blocks split apart, or a line of one moved into another: not an order Swift allows.
    var split = shuffled.flatMap { $0 } + ["end"]
    split.swapAt(1, 2)
    #expect(!compare(p, split).divergences.isEmpty)
    // Identical blocks (40 observers printing the same line) are matched as interchangeable.
    var same = ComparisonTests.model
    for _ in 0..<n { same += "withObservationTracking { _ = m.a } onChange: { print(\"fired\") }\n" }
    same += "m.a = 1\n"
    let q = side(same)
    #expect(compare(q, Array(repeating: "fired", count: n)).divergences.isEmpty)
    #expect(!compare(q, Array(repeating: "fired", count: n - 1)).divergences.isEmpty)
  }

  /// A recording file may hold several runs; where the first differs and another agrees, Swift's
  /// own runs differ (a race), and verify says so instead of reporting a divergence.
  @Test func swiftsOwnDifferingRunsAreReportedAsNondeterminism() throws {
    let lesson = SourceFile(
      path: "Lessons/x.swift",
      text: """
        @Observable final class M { var a = 0 }
        let m = M()
        let t = Task { for await v in Observations({ m.a }) { print("saw \\(v)") } }
        try? await Task.sleep(for: .milliseconds(50))
        m.a = 1
        try? await Task.sleep(for: .milliseconds(50))
        t.cancel()

        """)
    let report = "observatory: #expect 0 passed, 0 failed"
    let agrees = "\(ComparisonTests.build)\nsaw 0\nsaw 1\n\(report)\nexit 0\n"
    let differs = "\(ComparisonTests.build)\nsaw 0\nsaw 2\n\(report)\nexit 0\n"
    #expect(RecordedRun.split(differs + agrees) == [differs, agrees])
    #expect(Verifier.verify(lesson, recording: agrees).results.first?.verdict == .agrees)
    let one = try #require(Verifier.verify(lesson, recording: differs + agrees).results.first)
    #expect(one.verdict == .nondeterministic && one.passed)
    #expect(one.notes.first?.contains("1 of 2 agree with the playground (run 2 does)") == true)
    #expect(one.divergences.contains { $0.contains("«saw 2»") }, "the first run's divergence is shown")
    let none = try #require(Verifier.verify(lesson, recording: differs + differs).results.first)
    #expect(none.verdict == .differs && !none.passed)
    #expect(none.notes.contains { $0.contains("every run differs") })
  }

  /// The second line seals the first (`Playground.start`): a real Linux recording of lesson 14
  /// (legacy parts: simulated only) relabelled as a Mac one that ran them on the real Combine is
  /// refused, with or without its runtime line edited too, and so is a recording without a seal
  /// that claims macOS; a claim of Combine whose (correctly sealed) runtime found none is refused.
  @Test func aRelabelledRecordingIsRefusedByItsSeal() throws {
    let file = try LessonRun.load(
      path: Repository.root.appendingPathComponent("Lessons/14-migration.swift").path)
    let real = try String(
      contentsOf: Repository.fixture("Recorded").appendingPathComponent("lesson-14-migration.recorded"), encoding: .utf8
    )
    let asRecorded = try #require(Verifier.verify(file, recording: real).results.first)
    #expect(asRecorded.verdict == .simulatedOnly && asRecorded.passed, "\(asRecorded.divergences)")
    let linux = "observatory: module main, Swift 6.3.1, Linux x86_64"
    let mac = "observatory: module main, Swift 6.3.1, macOS arm64, Combine"
    var ls = real.components(separatedBy: "\n")
    #expect(ls[0] == linux && ls[1].hasPrefix("observatory: runtime none, seal "))
    func verdict(_ lines: [String]) throws -> Verifier.Result {
      try #require(Verifier.verify(file, recording: lines.joined(separator: "\n")).results.first)
    }
    ls[0] = mac
    let relabelled = try verdict(ls)
    #expect(!relabelled.passed && relabelled.divergences.contains { $0.contains("does not match its seal") })
    ls[1] = ls[1].replacingOccurrences(of: "runtime none", with: "runtime " + Comparison.realCombineRuntime)
    let withRuntime = try verdict(ls)
    #expect(!withRuntime.passed && withRuntime.divergences.contains { $0.contains("does not match its seal") })
    ls.remove(at: 1)
    let unsealed = try verdict(ls)
    #expect(!unsealed.passed && unsealed.divergences.contains { $0.contains("has no seal") }, "\(unsealed.divergences)")
    // Sealed as a Mac program whose runtime found no Combine would seal it: refused for that.
    let hash = try SwiftExport.export(file).lessonHash
    let seal = SwiftExport.sourceHash(Array((hash + "\n" + mac + "\nnone").utf8))
    ls.insert("observatory: runtime none, seal \(seal)", at: 1)
    let noCombine = try verdict(ls)
    #expect(
      !noCombine.passed && noCombine.divergences.contains { $0.contains("found no Combine") }
        && !noCombine.divergences.contains { $0.contains("seal") }, "\(noCombine.divergences)")
  }

  /// The first line's claims are checked against the recording: ", Combine" appended to a Linux
  /// recording, a macOS recording without it, or a platform the trap report contradicts.
  @Test func aRecordingsPlatformClaimsAreCheckedAgainstWhatItHolds() throws {
    let path = Repository.fixture("Recorded").appendingPathComponent("trap-index.swift").path
    let file = try LessonRun.load(path: path)
    let real = try String(
      contentsOf: Repository.fixture("Recorded").appendingPathComponent("trap-index.recorded"), encoding: .utf8)
    #expect(Verifier.verify(file, recording: real).results.first?.passed == true)
    let header = "observatory: module main, Swift 6.3.1, Linux x86_64"
    #expect(real.hasPrefix(header + "\n"))
    for (claim, says) in [
      ("Linux x86_64, Combine", "where Combine does not exist"),
      ("macOS x86_64", "does not say so"),
      ("macOS arm64, Combine", "names x86_64 Linux"),
      ("Linux arm64", "names x86_64 Linux"),
    ] {
      let edited = real.replacingOccurrences(of: header, with: "observatory: module main, Swift 6.3.1, \(claim)")
      let r = try #require(Verifier.verify(file, recording: edited).results.first)
      #expect(r.verdict == .differs && r.divergences.contains { $0.contains(says) }, "\(claim): \(r.divergences)")
    }
  }
}
