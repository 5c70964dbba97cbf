import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The mutation test: real recordings of lessons, corpus programs and generated programs
/// (`Recorded/NAME.swift`, each run many times by `scripts/record.sh -n N` with Swift 6.3.1 into
/// `Recorded/NAME.runs`, one run after another) must each agree with the playground, and every
/// mutant of the first run (`Mutations`: swaps, moves, drops, duplicates, numbers, words, exit
/// statuses) that the comparison accepts must be explained by what the real runs show, not by
/// the comparison's own model of Swift's orders. No compiler is needed: the recordings are
/// replayed. `ConformanceTests` does the same with each run's fresh recordings.
@Suite struct MutationTests {
  /// Each `Recorded/NAME.runs` with its program: `Recorded/NAME.swift`, or for `lesson-NAME` the
  /// lesson `Lessons/NAME.swift` and for `corpus-NAME` the seed `Seeds/NAME.swift` (recorded with
  /// `scripts/record.sh -n 12 -o Tests/ObservatoryTests/Recorded -p lesson- Lessons/NAME.swift`;
  /// record it again when the program changes).
  static func fixtures() -> [(lesson: String, runs: String)] {
    let dir = Repository.fixture("Recorded")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".runs") }.sorted().compactMap { name in
      let base = String(name.dropLast(5))
      let lesson: URL
      if base.hasPrefix("lesson-") {
        lesson = Repository.root.appendingPathComponent("Lessons/\(base.dropFirst(7)).swift")
      } else if base.hasPrefix("corpus-") {
        lesson = Repository.fixture("Seeds").appendingPathComponent("\(base.dropFirst(7)).swift")
      } else {
        lesson = dir.appendingPathComponent(base + ".swift")
      }
      return (lesson.path, dir.appendingPathComponent(name).path)
    }
  }

  @Test func everyRealRunAgreesAndEverySurvivingMutantIsOneSwiftWasSeenToPrint() throws {
    let fixtures = MutationTests.fixtures()
    #expect(fixtures.count >= 19)
    for f in fixtures { #expect(FileManager.default.fileExists(atPath: f.lesson), "\(f.runs) has no program") }
    var total = Mutations.Outcome()
    var runs = 0
    var reordered = 0
    for (path, runsPath) in fixtures {
      let file = try LessonRun.load(path: path)
      let recordings = RecordedRun.split(try String(contentsOfFile: runsPath, encoding: .utf8))
      #expect(recordings.count >= 12, "\(runsPath): record it again with scripts/record.sh -n 12")
      runs += recordings.count
      let evidence = Evidence(recordings: recordings, lessonPath: path, module: nil)
      let report = Verifier.verify(file, recording: recordings[0])
      let result = try #require(report.results.first)
      #expect(result.passed, "\(path): \((result.divergences + result.notes).joined(separator: "\n"))")
      let p = try #require(result.playground)
      if recordings.contains(where: { r in
        var x = Verifier.Result(path: path, verdict: .agrees)
        Comparison.compare(p, (try? RecordedRun.parse(r, lessonPath: path)) ?? RecordedRun(), into: &x)
        return x.notes.contains { $0.contains("accepted in another order") }
      }) {
        reordered += 1
      }
      let outcome = try Mutations(recording: recordings[0], lessonPath: path, module: nil)
        .judge(p, evidence: evidence, lessonPath: path, module: nil)
      for f in outcome.failures + outcome.unconfirmed + outcome.differingRuns { Issue.record(Comment(rawValue: f)) }
      total.add(outcome)
    }
    let kinds = Mutations.Kind.allCases.map { "\(total.counted[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
    print(
      "mutation test: \(total.total) mutants (\(kinds)) of \(fixtures.count) programs, judged by \(runs) real runs; "
        + "\(total.seen + total.seenPairs) accepted, each an order real runs show (\(total.seen) whole runs, "
        + "\(total.seenPairs) by pairs of lines); \(total.failures.count + total.unconfirmed.count) unexplained; "
        + "\(total.unparsable) not "
        + "recordings, not counted; \(reordered) programs whose real runs come in other orders than the playground's; "
        + "\(total.onEvents) mutants change an event line, \(total.rejectedOnEvents) of them rejected")
    #expect(total.total >= 1_000)
    // Traced recordings (lessons and corpus programs): swapped, moved, dropped, doubled and changed
    // events are mutants too, judged by the same evidence.
    // Positive case: lesson 4's real runs fire its two observers in both orders (events), and each run agrees.
    #expect(total.onEvents >= 500, "mutants of event lines")
    for kind in Mutations.Kind.allCases { #expect((total.counted[kind] ?? 0) > 0, "no \(kind.rawValue) mutants") }
    #expect(total.seen + total.seenPairs > 0, "real runs show orders other than the first run's (positive cases)")
    #expect(reordered > 0, "the real runs hold orders other than the playground's (positive cases)")
  }

  /// The judge itself: a swap of two observers' lines is explained only by a run that shows it.
  @Test func aSurvivorIsExplainedOnlyByARealRun() throws {
    let path = "Lessons/x.swift"
    let head = "observatory: module main, Swift 6.3.1, Linux x86_64"
    let tail = "observatory: #expect 0 passed, 0 failed\nexit 0\n"
    let xy = "\(head)\nstart\nX fired\nY fired\n\(tail)"
    let yx = "\(head)\nstart\nY fired\nX fired\n\(tail)"
    let p = PlaygroundSide.run(
      SourceFile(
        path: path,
        text: """
          @Observable final class M { var a = 0 }
          let m = M()
          print("start")
          withObservationTracking { _ = m.a } onChange: { print("X fired") }
          withObservationTracking { _ = m.a } onChange: { print("Y fired") }
          m.a = 1

          """))
    let mutations = try Mutations(recording: xy, lessonPath: path, module: nil)
    let alone = mutations.judge(
      p, evidence: Evidence(recordings: [xy], lessonPath: path, module: nil), lessonPath: path, module: nil)
    #expect(alone.failures.isEmpty)
    #expect(alone.unconfirmed.count == 1 && alone.unconfirmed[0].contains("the swap at recording line 3"))
    let both = mutations.judge(
      p, evidence: Evidence(recordings: [xy, yx], lessonPath: path, module: nil), lessonPath: path, module: nil)
    #expect(both.failures.isEmpty && both.unconfirmed.isEmpty && both.seen == 1)
  }
}
