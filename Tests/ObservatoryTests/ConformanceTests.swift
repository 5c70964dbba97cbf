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
    let legacy = lessons.filter {
      (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("ObservableObject") == true
    }
    #expect(legacy.count >= 2)
    for r in report.results where legacy.contains(r.path) {
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

/// The exporter and the comparison, without a compiler.
@Suite struct ExportTests {
  func export(_ source: String, path: String = "Lessons/x.swift") throws -> SwiftExport {
    try SwiftExport.export(SourceFile(path: path, text: source))
  }

  /// The lesson's part of the program: between the two #sourceLocation lines.
  func lessonPart(_ e: SwiftExport) -> String {
    let parts = e.source.components(separatedBy: "#sourceLocation(")
    return String(parts[1].drop { $0 != "\n" }.dropFirst())
  }

  @Test func codeIsKeptAsWrittenAndDirectivesBecomePlainSwift() throws {
    let source = """
      @Observable final class M { var a = 0 }
      let m = M()
      //: narration stays a comment
      #expect(m.a == 0)
      #expect(m.a > -1, "never negative")
      #expect(true)
      #graph(m, depth: 2)
      #log
      let f = { #expect(m.a != 1) }
      f()
      """
    let e = try export(source)
    let lesson = lessonPart(e).components(separatedBy: "\n")
    #expect(lesson[0] == "@Observable final class M { var a = 0 }")
    #expect(lesson[2] == "//: narration stays a comment")
    #expect(
      lesson[3]
        == #"Playground.expect(m.a, 0, { $0 == $1 }, "m.a == 0", "m.a", "0", file: "Lessons/x.swift", line: 4)"#)
    #expect(
      lesson[4].hasPrefix(#"Playground.expect(m.a, -1, { $0 > $1 }, "m.a > -1", "m.a", "-1", "never negative", "#))
    #expect(lesson[5] == #"Playground.expect(true, "true", file: "Lessons/x.swift", line: 6)"#)
    #expect(lesson[6] == "/* #graph(m, depth: 2): playground only */")
    #expect(lesson[7] == "/* #log: playground only */")
    #expect(lesson[8].hasPrefix("let f = { Playground.expect(m.a, 1, { $0 != $1 }"))
    // Same line count: the #sourceLocation line maps every line back onto the lesson.
    #expect(lesson.count >= source.components(separatedBy: "\n").count)
    #expect(e.source.contains(#"#sourceLocation(file: "Lessons/x.swift", line: 1)"#))
    #expect(e.source.contains("import Observation"))
    #expect(e.madeAsync && e.source.hasSuffix("await Playground.endOfLesson()\n"))
    #expect(e.simulatedOnly.isEmpty && !e.usesViews)
  }

  @Test func importsAndPreludePartsFollowWhatTheLessonUses() throws {
    let mutex = try export("let log = Mutex<[String]>([])\nlog.withLock { $0.append(\"x\") }\n")
    #expect(mutex.source.contains("import Synchronization"))
    #expect(!mutex.source.contains("import Foundation"))
    let spi = try export("withObservationTracking { } willSet: { _ in } didSet: { _ in }\n")
    #expect(spi.source.contains("@_spi(SwiftUI) import Observation"))
    let dispatch = try export("DispatchQueue.main.async { exit(0) }\ndispatchMain()\n")
    #expect(dispatch.source.contains("import Foundation"))
    #expect(!dispatch.madeAsync, "dispatchMain() must not run inside the main actor's queue")
    let views = try export(
      "struct V: View { var body: some View { Text(\"x\") } }\nhost(V())\nsettle()\nprint(bodyCounts)\n")
    #expect(views.usesViews && views.source.contains("func settle()") && views.source.contains("struct BodyCounts"))
    let alias = try export("withTracking { } onChange: { }\n")
    #expect(alias.source.contains("func withTracking<T>"))
  }

  @Test func legacyPartsAreSimulatedOnly() throws {
    let e = try export(
      """
      final class Old: ObservableObject {
        @Published var value = 0
      }
      let old = Old()
      let sub = old.objectWillChange.sink { print("will change") }
      """)
    #expect(e.simulatedOnly.map(\.line) == [1, 2, 5])
    #expect(e.source.contains("Simulated only"))
    #expect(e.source.contains("protocol ObservableObject"))
  }

  @Test func aLessonThatDoesNotParseIsAnError() {
    #expect(throws: LessonError.self) { try export("let = 1\n") }
  }

  @Test func differencesAreFoundBetweenTheLinesBothPrinted() {
    #expect(Verifier.hunks(["a", "b", "c"], ["a", "b", "c"]).isEmpty)
    let h = Verifier.hunks(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])
    #expect(h.count == 2)
    #expect(h[0].a == 1..<2 && h[0].b == 1..<2)
    #expect(h[1].a == 4..<4 && h[1].b == 4..<5)
  }

  @Test func reorderedOutputIsAcceptedOnlyWhereSwiftPromisesNoOrder() {
    var p = Verifier.PlaygroundSide()
    p.lines = [("start", 1, 0), ("X fired", 5, 1), ("Y fired", 5, 1), ("end", 6, 2)]
    var r = Verifier.RealSide()
    r.lines = ["start", "Y fired", "X fired", "end"]
    var result = Verifier.Result(path: "x.swift", verdict: .agrees)
    Verifier.compare(p, r, into: &result)
    #expect(!result.divergences.isEmpty, "without an order note the order must match")
    p.orderNotes = [(1, 5)]
    result = Verifier.Result(path: "x.swift", verdict: .agrees)
    Verifier.compare(p, r, into: &result)
    #expect(result.divergences.isEmpty)
    #expect(result.notes.contains { $0.contains("R13") })
  }

  @Test func failedChecksAndEndingsAreCompared() {
    var p = Verifier.PlaygroundSide()
    p.failures = [4: ["#expect(x == 1) failed: x is 2, 1 is 1"]]
    var r = Verifier.RealSide()
    r.status = 1
    r.failures = [4: ["#expect(x == 1) failed: x is 2, 1 is 1"]]
    var result = Verifier.Result(path: "x.swift", verdict: .agrees)
    Verifier.compare(p, r, into: &result)
    #expect(result.divergences.isEmpty)
    r.failures = [:]
    r.status = 0
    result = Verifier.Result(path: "x.swift", verdict: .agrees)
    Verifier.compare(p, r, into: &result)
    #expect(
      result.divergences == [
        "line 4: #expect(x == 1) failed: x is 2, 1 is 1 in the playground; the check passes in Swift"
      ])
    // A crash in Swift where the playground ran to the end.
    p.failures = [:]
    r.signaled = true
    r.status = 4
    r.otherErrors = ["Fatal error: Index out of range"]
    result = Verifier.Result(path: "x.swift", verdict: .agrees)
    Verifier.compare(p, r, into: &result)
    #expect(result.divergences.first?.contains("crashed") == true)
  }

  @Test func theModuleNameIsPrintedAsMain() {
    #expect(Verifier.normalize("[ObservatoryLesson3.P]", module: "ObservatoryLesson3") == "[main.P]")
  }

  @Test func withoutSwiftcTheMessageSaysWhatToInstall() {
    #expect(SwiftToolchain.find(path: "/nonexistent-directory") == nil)
    #expect(SwiftToolchain.missingMessage.contains("swift.org/install"))
  }

  @Test func generatedProgramsAreReproducibleAndRunInThePlayground() {
    let g = ProgramGenerator(seed: 7)
    #expect(g.program(3).declarations == ProgramGenerator(seed: 7).program(3).declarations)
    #expect(g.program(3).declarations != g.program(4).declarations)
    let lesson = g.lesson(0..<3)
    let run = runLesson(lesson, path: "generated.swift")
    #expect(run.error == nil, "\(run.error?.rendered() ?? "")")
    #expect(run.outputLines.filter { $0.hasPrefix("— program") }.count == 3)
  }
}
