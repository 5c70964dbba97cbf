import Foundation
import Testing

@testable import ObservatoryCore

/// The conformance suite: every lesson, every probe port and a few hundred generated programs are
/// exported as real Swift, built against the real Observation runtime with the `swiftc` on PATH,
/// run, and compared with the playground (what `observatory verify` does). When they differ the
/// real runtime is right: fix the playground, or the lesson.
///
/// The generated programs are seeded: `OBSERVATORY_SEED=n` picks the seed (the default is fixed,
/// so CI is reproducible), `OBSERVATORY_PROGRAMS=n` how many (default 200). A failure prints the
/// seed and the command that reproduces it.
@Suite(.serialized, .enabled(if: InstalledToolchain.swiftc != nil, "needs a Swift toolchain (swiftc) on PATH"))
struct ConformanceTests {
  static var toolchain: SwiftToolchain? { InstalledToolchain.swiftc }
  static let defaultSeed: UInt64 = 20_250_607

  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  static func swiftFiles(in dir: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
  }

  /// Checks a report: every program agrees (or agrees and is partly simulated only).
  func expectAgreement(_ report: Verifier.Report, _ what: String, reproduce: String) {
    let lines = report.lines()
    print(lines.joined(separator: "\n"))
    for r in report.results where !r.passed {
      let details: [String] = (r.divergences + r.notes).map { "  " + $0 }
      let message =
        "\(r.path) \(r.verdict.rawValue) (\(what); reproduce with: \(reproduce)):\n" + details.joined(separator: "\n")
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func everyLessonAgreesWithTheRealRuntime() throws {
    let lessons = Self.swiftFiles(in: Self.repository.appendingPathComponent("Lessons"))
    #expect(lessons.count >= 8)
    let report = Verifier(toolchain: try #require(Self.toolchain)).verify(paths: lessons)
    expectAgreement(report, "lesson", reproduce: "observatory verify Lessons")
    // The legacy lessons are reported as simulated only, never as plain agreement.
    for r in report.results where r.path.contains("04-") || r.path.contains("08-") {
      #expect(r.verdict == .simulatedOnly, "\(r.path) uses ObservableObject: it must be reported as simulated only")
    }
  }

  @Test func everyProbePortAgreesWithTheRealRuntime() throws {
    let ports = Self.swiftFiles(in: resourceURL("Probes"))
    #expect(ports.count >= 18)
    let report = Verifier(toolchain: try #require(Self.toolchain)).verify(paths: ports)
    expectAgreement(report, "probe port", reproduce: "observatory verify Tests/ObservatoryTests/Probes")
  }

  @Test func generatedProgramsAgreeWithTheRealRuntime() throws {
    let env = ProcessInfo.processInfo.environment
    let seed = env["OBSERVATORY_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
    let count = env["OBSERVATORY_PROGRAMS"].flatMap { Int($0) } ?? 200
    print("generated programs: \(count), seed \(seed) (OBSERVATORY_SEED=\(seed) to reproduce)")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-conformance-\(seed)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let files = ProgramGenerator(seed: seed).lessons(count: count).enumerated().map { k, text in
      let path = dir.appendingPathComponent("generated-\(seed)-\(k).swift").path
      try? text.write(toFile: path, atomically: true, encoding: .utf8)
      return SourceFile(path: path, text: text)
    }
    let report = Verifier(toolchain: try #require(Self.toolchain)).verify(files)
    #expect(report.results.count == (count + 9) / 10)
    expectAgreement(
      report, "generated, seed \(seed)", reproduce: "observatory verify --generate \(count) --seed \(seed) --keep DIR")
    if report.allAgree { try? FileManager.default.removeItem(at: dir) }
  }
}

/// The `swiftc` on PATH, looked up once.
enum InstalledToolchain {
  static let swiftc = SwiftToolchain.find()
}

