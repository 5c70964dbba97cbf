import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification

/// The conformance suite: every lesson, every probe port, every saved regression and 200 generated
/// programs are exported as real Swift, built against the real Observation runtime with the
/// `swiftc` on PATH, run, and compared with the playground (what `observatory verify` does). When
/// they differ the real runtime is right: fix the playground, or the lesson. The generated
/// programs' real outputs are then replayed with lines moved where Swift guarantees the order
/// (`Mutations`): every mutant must be rejected.
///
/// The generated programs are new on every run: the seed is random and printed;
/// `OBSERVATORY_SEED=n` replays one, `OBSERVATORY_PROGRAMS=n` says how many (default 200). A
/// program that differs is saved under `Tests/ObservatoryTests/Regressions/`, which every run
/// verifies: commit it with the fix.
@Suite(.serialized, .enabled(if: InstalledToolchain.swiftc != nil, "needs a Swift toolchain (swiftc) on PATH"))
struct ConformanceTests {
  static var toolchain: SwiftToolchain? { InstalledToolchain.swiftc }

  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
  static var regressions: URL { repository.appendingPathComponent("Tests/ObservatoryTests/Regressions") }

  static func swiftFiles(in dir: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
  }

  /// Checks a report: every program agrees (plainly, on a simulated host, or in its real parts).
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

  @Test func theCompilerIsOneThatCanBuildLessons() throws {
    let toolchain = try #require(Self.toolchain)
    #expect(toolchain.isSupported, "\(toolchain.version)")
    print("comparing against \(toolchain.version) (\(toolchain.swiftc))")
  }

  @Test func everyLessonAgreesWithTheRealRuntime() throws {
    let lessons = Self.swiftFiles(in: Self.repository.appendingPathComponent("Lessons"))
    #expect(lessons.count >= 8)
    let report = Verifier(toolchain: try #require(Self.toolchain) as SwiftToolchain).verify(paths: lessons)
    expectAgreement(report, "lesson", reproduce: "observatory verify Lessons")
    // Legacy parts are simulated only on Linux; views run on a simulated host: never plain agreement.
    let legacy = lessons.filter {
      (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("ObservableObject") == true
    }
    #expect(legacy.count >= 2)
    for r in report.results {
      if legacy.contains(r.path) {
        #expect(r.verdict == .simulatedOnly, "\(r.path) uses ObservableObject: it must be reported as simulated only")
      }
      if (try? String(contentsOfFile: r.path, encoding: .utf8))?.contains(": View") == true {
        #expect(r.verdict != .agrees, "\(r.path) has views: they run on a simulated host")
      }
    }
  }

  @Test func everyProbePortAndRegressionAgreesWithTheRealRuntime() throws {
    let ports = Self.swiftFiles(in: resourceURL("Probes"))
    #expect(ports.count >= 18)
    let regressions = Self.swiftFiles(in: Self.regressions)
    let report = Verifier(toolchain: try #require(Self.toolchain) as SwiftToolchain).verify(paths: ports + regressions)
    expectAgreement(
      report, "probe port or regression",
      reproduce: "observatory verify Tests/ObservatoryTests/Probes Tests/ObservatoryTests/Regressions")
  }

  /// The code samples of the seed articles (`Seeds/`), as written, agree with the real runtime
  /// live, not only with their recorded outputs (`CorpusTests`); those listed in
  /// `corpus-divergences.txt` are left out.
  @Test func everySeedProgramAgreesWithTheRealRuntime() throws {
    let seeds = Self.swiftFiles(in: resourceURL("Seeds")).filter { path in
      !CorpusTests.divergences.keys.contains("Seeds/" + URL(fileURLWithPath: path).lastPathComponent)
    }
    #expect(seeds.count >= 30)
    let report = Verifier(toolchain: try #require(Self.toolchain) as SwiftToolchain).verify(paths: seeds)
    expectAgreement(report, "seed program", reproduce: "observatory verify Tests/ObservatoryTests/Seeds")
  }

  /// Each prelude file compiles with the parts it builds on, as the exporter combines them;
  /// and so does the macOS branch (`#if canImport(Combine)`), with the lessons that use it, against
  /// a module with the shape of Combine's API (`CombineStub/`): what can be checked here of the
  /// promise that the exported program compiles on macOS with the real Combine.
  @Test func thePreludeCompilesHereAndAgainstCombine() throws {
    let toolchain = try #require(Self.toolchain)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-prelude-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for part in Prelude.parts {
      try part.text.write(to: dir.appendingPathComponent(part.name), atomically: true, encoding: .utf8)
    }
    func typecheck(_ files: [String], _ flags: [String] = []) {
      let r = Subprocess.run(
        toolchain.swiftc, ["-typecheck", "-swift-version", "5", "-module-name", "main"] + flags + files, timeout: 300)
      #expect(r.status == 0, "\(files) \(flags): \(String(decoding: r.stderr + r.stdout, as: UTF8.self))")
    }
    let combinations = [
      ["PreludeCore.swift", "PreludeWithTracking.swift"],
      ["PreludeCore.swift", "PreludeViews.swift", "PreludeLegacy.swift"],
      ["PreludeCore.swift", "PreludeViews.swift", "PreludeLegacy.swift", "PreludeCombine.swift"],
    ]
    for c in combinations { typecheck(c.map { dir.appendingPathComponent($0).path }, ["-parse-as-library"]) }

    let stub = Self.repository.appendingPathComponent("Tests/ObservatoryTests/CombineStub/Combine.swift").path
    let built = Subprocess.run(
      toolchain.swiftc,
      [
        "-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", "Combine", stub,
        "-emit-module-path", dir.appendingPathComponent("Combine.swiftmodule").path,
      ], timeout: 300)
    try #require(built.status == 0, "\(String(decoding: built.stderr, as: UTF8.self))")
    let withCombine = ["-I", dir.path]
    typecheck(combinations[1].map { dir.appendingPathComponent($0).path }, withCombine + ["-parse-as-library"])
    for lesson in Self.swiftFiles(in: Self.repository.appendingPathComponent("Lessons")) {
      let export = try SwiftExport.export(try LessonRun.load(path: lesson))
      guard !export.simulatedOnly.isEmpty else { continue }
      let program = dir.appendingPathComponent("program.swift")
      try export.source.write(to: program, atomically: true, encoding: .utf8)
      typecheck([program.path], withCombine)
    }
  }

  @Test func generatedProgramsAgreeWithTheRealRuntime() throws {
    let env = ProcessInfo.processInfo.environment
    let seed = env["OBSERVATORY_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...999_999_999)
    let count = env["OBSERVATORY_PROGRAMS"].flatMap { Int($0) } ?? 200
    print("generated programs: \(count), seed \(seed) (OBSERVATORY_SEED=\(seed) replays them)")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-conformance-\(seed)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let generator = ProgramGenerator(seed: seed)
    let files = generator.lessons(count: count).enumerated().map { k, text in
      let path = dir.appendingPathComponent("generated-\(seed)-\(k).swift").path
      try? text.write(toFile: path, atomically: true, encoding: .utf8)
      return SourceFile(path: path, text: text)
    }
    let report = Verifier(toolchain: try #require(Self.toolchain) as SwiftToolchain).verify(files)
    #expect(report.results.count == (count + 9) / 10)
    expectAgreement(
      report, "generated, seed \(seed)", reproduce: "OBSERVATORY_SEED=\(seed) swift test --filter ConformanceTests")
    for (k, r) in report.results.enumerated() where !r.passed {
      saveRegressions(r, lesson: files[k], generator: generator, first: k * 10, count: min(10, count - k * 10))
    }

    // The mutation test on this run's real outputs (a quarter of the lessons: some two thousand
    // mutants, a few seconds).
    let mutationStart = Date()
    var made = 0
    var allowed = 0
    var failures = 0
    for (k, r) in report.results.enumerated() where r.passed && k % 4 == 0 {
      guard let p = r.playground, let recording = r.recording else { continue }
      let mutations = try Mutations(recording: recording, playground: p, lessonPath: r.path, module: r.module)
      let wrong = mutations.check(p, lessonPath: r.path, module: r.module)
      for w in wrong { Issue.record(Comment(rawValue: w + " (seed \(seed))")) }
      failures += wrong.count
      made += mutations.mutants.count
      allowed += mutations.allowedSwaps.count
    }
    print(
      "mutation test (seed \(seed)): \(made) mutants of this run's real outputs and \(allowed) swaps Swift allows; "
        + "\(failures) mutant\(failures == 1 ? "" : "s") accepted or allowed swaps rejected ("
        + String(format: "%.1f s", Date().timeIntervalSince(mutationStart)) + ")")
    #expect(made >= 300)
    if report.allAgree { try? FileManager.default.removeItem(at: dir) }
  }

  /// Saves the programs of a lesson that differs (those its divergences point into; all of them
  /// when none can be told) as fixed cases under Regressions/.
  func saveRegressions(_ r: Verifier.Result, lesson: SourceFile, generator: ProgramGenerator, first: Int, count: Int) {
    // Each program's declarations start with `// ── program N`.
    var starts: [(line: Int, program: Int)] = []
    for (k, l) in lines(String(decoding: lesson.bytes, as: UTF8.self)).enumerated() {
      if l.hasPrefix("// ── program "), let n = Int(l.dropFirst("// ── program ".count)) { starts.append((k + 1, n)) }
    }
    var programs = Set(r.divergenceLines.compactMap { line in starts.last { $0.line <= line }?.program })
    if programs.isEmpty { programs = Set(first..<first + count) }
    try? FileManager.default.createDirectory(at: Self.regressions, withIntermediateDirectories: true)
    for n in programs.sorted() {
      let path = Self.regressions.appendingPathComponent("generated-\(generator.seed)-\(n).swift")
      try? generator.lesson(n..<n + 1).write(to: path, atomically: true, encoding: .utf8)
      print("saved program \(n) of seed \(generator.seed) as \(path.path): fix the playground, then commit it")
    }
  }
}

/// The `swiftc` on PATH, looked up once.
enum InstalledToolchain {
  static let swiftc = SwiftToolchain.find()
}
