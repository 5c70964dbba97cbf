import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

/// The mutation test: real recordings of generated programs and lessons (`Recorded/NAME.recorded`,
/// made by `scripts/record.sh` with Swift 6.3.1: `./program > FILE 2>&1; echo "exit $?" >> FILE`)
/// must each agree with the playground, reordered blocks and all, and every mutant made from them
/// where Swift guarantees the order (`Mutations`) must be rejected. No compiler is needed: the
/// recordings are replayed. `ConformanceTests` does the same with each run's fresh recordings.
@Suite struct MutationTests {
  static func fixtures() -> [(lesson: String, recording: String)] {
    let dir = resourceURL("Recorded")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
      let recording = dir.appendingPathComponent(String(name.dropLast(6)) + ".recorded").path
      guard FileManager.default.fileExists(atPath: recording) else { return nil }
      return (dir.appendingPathComponent(name).path, recording)
    }
  }

  @Test func everyRecordingAgreesAndEveryMutantOfItIsRejected() throws {
    let fixtures = MutationTests.fixtures()
    #expect(fixtures.count >= 4)
    var made = 0
    var allowed = 0
    var skipped = 0
    var reordered = 0
    var failures = 0
    for (path, recordingPath) in fixtures {
      let file = try LessonRun.load(path: path)
      let recording = try String(contentsOfFile: recordingPath, encoding: .utf8)
      // The unmutated recording agrees (these are the accepted-reordering cases).
      let report = Verifier.verify(file, recording: recording)
      let result = try #require(report.results.first)
      #expect(result.passed, "\(path): \((result.divergences + result.notes).joined(separator: "\n"))")
      if result.notes.contains(where: { $0.contains("accepted in another order") }) { reordered += 1 }
      let p = try #require(result.playground)
      let mutations = try Mutations(recording: recording, playground: p, lessonPath: path, module: nil)
      let wrong = mutations.check(p, lessonPath: path, module: nil)
      for w in wrong { Issue.record(Comment(rawValue: w)) }
      failures += wrong.count
      made += mutations.mutants.count
      allowed += mutations.allowedSwaps.count
      skipped += mutations.skipped
    }
    print(
      "mutation test: \(made) mutants of \(fixtures.count) real recordings and \(allowed) swaps Swift allows; "
        + "\(failures) mutant\(failures == 1 ? "" : "s") accepted or allowed swaps rejected; \(skipped) swaps with too "
        + "many orders to list left out; \(reordered) recordings in another order than the playground's")
    #expect(made >= 300)
    #expect(allowed > 0, "the recordings hold swaps Swift allows (positive cases)")
    #expect(reordered > 0, "the recordings hold orders other than the playground's (positive cases)")
  }
}
