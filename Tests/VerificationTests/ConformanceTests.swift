import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// The conformance suite: every lesson, every probe port, every saved regression and 200 generated
/// programs are exported as real Swift, built against the real Observation runtime with the
/// `swiftc` on PATH, run, and compared with the playground (what `observatory verify` does). When
/// they differ the real runtime is right: fix the playground, or the lesson. Lessons, seeds and
/// generated programs run several times each, and the first run's mutants (`Mutations`) that the
/// comparison accepts must be explained by the other runs.
///
/// The generated programs are new on every run: the seed is random and printed;
/// `OBSERVATORY_SEED=n` replays one, `OBSERVATORY_PROGRAMS=n` says how many (default 200). A
/// program that differs is saved under `Tests/ObservatoryTests/Regressions/`, which every run
/// verifies: commit it with the fix.
@Suite(.serialized)
struct ConformanceTests {
  static var toolchain: SwiftToolchain? { InstalledToolchain.swiftc }

  static var regressions: URL { Repository.fixture("Regressions") }

  /// Programs whose events (not their printed lines) differ from Swift's, by `Folder/name.swift`,
  /// with why (`trace-divergences.txt`).
  static let traceDivergences: [String: String] = {
    let url = Repository.fixture("trace-divergences.txt")
    var out: [String: String] = [:]
    for line in ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n")
    where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let parts = line.split(separator: " ", maxSplits: 1)
      out[String(parts[0])] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
    return out
  }()

  /// Checks a report: every program agrees (plainly, on a simulated host, or in its real parts);
  /// one listed in `trace-divergences.txt` may differ in its events only.
  func expectAgreement(_ report: Verifier.Report, _ what: String, reproduce: String) {
    let lines = report.lines()
    print(lines.joined(separator: "\n"))
    for r in report.results where !r.passed {
      let name = r.path.split(separator: "/").suffix(2).joined(separator: "/")
      if Self.traceDivergences[name] != nil, r.verdict == .differs,
        r.divergences.allSatisfy({ $0.contains("events differ") })
      {
        print("known trace divergence (trace-divergences.txt): \(name)")
        continue
      }
      let details: [String] = (r.divergences + r.notes).map { "  " + $0 }
      let message =
        "\(r.path) \(r.verdict.rawValue) (\(what); reproduce with: \(reproduce)):\n" + details.joined(separator: "\n")
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func theCompilerIsOneThatCanBuildLessons() throws {
    guard let toolchain = requiredSwiftc() else { return }
    #expect(toolchain.isSupported, "\(toolchain.version)")
    print("comparing against \(toolchain.version) (\(toolchain.swiftc))")
  }

  @Test func everyLessonAgreesWithTheRealRuntime() throws {
    guard let toolchain = requiredSwiftc() else { return }
    let lessons = Repository.swiftFiles(in: Repository.root.appendingPathComponent("Lessons"))
    #expect(lessons.count >= 8)
    var verifier = Verifier(toolchain: toolchain)
    verifier.runsPerProgram = Self.runsPerProgram
    let report = verifier.verify(paths: lessons)
    expectAgreement(report, "lesson", reproduce: "observatory verify Lessons")
    mutationTest(report, "lessons")
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
    guard let toolchain = requiredSwiftc() else { return }
    let ports = Repository.swiftFiles(in: Repository.fixture("Probes"))
    #expect(ports.count >= 18)
    let regressions = Repository.swiftFiles(in: Self.regressions)
    for name in Self.traceDivergences.keys {
      #expect((ports + regressions).contains { $0.hasSuffix("/" + name) }, "trace-divergences.txt lists \(name)")
    }
    let report = Verifier(toolchain: toolchain).verify(paths: ports + regressions)
    expectAgreement(
      report, "probe port or regression",
      reproduce: "observatory verify Tests/ObservatoryTests/Probes Tests/ObservatoryTests/Regressions")
  }

  /// The code samples of the seed articles (`Seeds/`), as written, agree with the real runtime
  /// live, not only with their recorded outputs (`CorpusTests`); those listed in
  /// `corpus-divergences.txt` are left out.
  @Test func everySeedProgramAgreesWithTheRealRuntime() throws {
    guard let toolchain = requiredSwiftc() else { return }
    let seeds = Repository.swiftFiles(in: Repository.fixture("Seeds")).filter { path in
      !Repository.corpusDivergences.keys.contains("Seeds/" + URL(fileURLWithPath: path).lastPathComponent)
    }
    #expect(seeds.count >= 30)
    var verifier = Verifier(toolchain: toolchain)
    verifier.runsPerProgram = Self.runsPerProgram
    let report = verifier.verify(paths: seeds)
    expectAgreement(report, "seed program", reproduce: "observatory verify Tests/ObservatoryTests/Seeds")
    mutationTest(report, "corpus programs")
  }

  /// Each prelude file compiles with the parts it builds on, as the exporter combines them;
  /// and so does the macOS branch (`#if canImport(Combine)`), with the lessons that use it, against
  /// a module with the shape of Combine's API (`CombineStub/`): what can be checked here of the
  /// promise that the exported program compiles on macOS with the real Combine.
  @Test func thePreludeCompilesHereAndAgainstCombine() throws {
    guard let toolchain = requiredSwiftc() else { return }
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
      ["PreludeCore.swift", "PreludeTrace.swift", "PreludeTraceSPI.swift", "PreludeWithTracking.swift"],
    ]
    for c in combinations { typecheck(c.map { dir.appendingPathComponent($0).path }, ["-parse-as-library"]) }

    let stub = Repository.root.appendingPathComponent("Tests/ObservatoryTests/CombineStub/Combine.swift").path
    let built = Subprocess.run(
      toolchain.swiftc,
      [
        "-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", "Combine", stub,
        "-emit-module-path", dir.appendingPathComponent("Combine.swiftmodule").path,
      ], timeout: 300)
    try #require(built.status == 0, "\(String(decoding: built.stderr, as: UTF8.self))")
    let withCombine = ["-I", dir.path]
    typecheck(combinations[1].map { dir.appendingPathComponent($0).path }, withCombine + ["-parse-as-library"])
    for lesson in Repository.swiftFiles(in: Repository.root.appendingPathComponent("Lessons")) {
      let export = try SwiftExport.export(try LessonRun.load(path: lesson))
      guard !export.simulatedOnly.isEmpty else { continue }
      let program = dir.appendingPathComponent("program.swift")
      try export.source.write(to: program, atomically: true, encoding: .utf8)
      typecheck([program.path], withCombine)
    }
  }

  @Test func generatedProgramsAgreeWithTheRealRuntime() throws {
    guard let toolchain = requiredSwiftc() else { return }
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
    // Each program runs several times: its runs are the evidence the mutation test judges by.
    var verifier = Verifier(toolchain: toolchain)
    verifier.runsPerProgram = Self.runsPerProgram
    let report = verifier.verify(files)
    #expect(report.results.count == (count + 9) / 10)
    expectAgreement(
      report, "generated, seed \(seed)", reproduce: "OBSERVATORY_SEED=\(seed) swift test --filter ConformanceTests")
    for (k, r) in report.results.enumerated() where !r.passed {
      saveRegressions(r, lesson: files[k], generator: generator, first: k * 10, count: min(10, count - k * 10))
    }
    // A quarter of the lessons: some four thousand mutants, some twenty seconds.
    mutationTest(report, "generated programs, seed \(seed)", every: 4)
    if report.allAgree { try? FileManager.default.removeItem(at: dir) }
  }

  /// Real runs of each program whose outputs the mutation test uses.
  static let runsPerProgram = 6

  /// The mutation test on a report's fresh real runs (`Mutations`): each program's first run
  /// mutated, and every mutant the comparison accepts explained by its other runs.
  func mutationTest(_ report: Verifier.Report, _ what: String, every: Int = 1) {
    let start = Date()
    var total = Mutations.Outcome()
    for (k, r) in report.results.enumerated() where r.passed && k % every == 0 {
      guard let p = r.playground, r.realRuns.count > 1,
        let mutations = try? Mutations(recording: r.realRuns[0], lessonPath: r.path, module: r.module)
      else { continue }
      let evidence = Evidence(recordings: r.realRuns, lessonPath: r.path, module: r.module)
      total.add(mutations.judge(p, evidence: evidence, lessonPath: r.path, module: r.module))
    }
    for f in total.failures { Issue.record(Comment(rawValue: f + " (\(what))")) }
    // Orders the model allows that these few runs happen not to show: reported, not failed (the
    // recorded fixtures of MutationTests have runs enough to confirm theirs).
    for u in total.unconfirmed.prefix(10) { print("unconfirmed by \(Self.runsPerProgram) runs: " + u) }
    // Swift's own runs of a program that depends on real time can differ under load: reported
    // (the first run, the one compared, must agree).
    for d in total.differingRuns { print("Swift's own runs differ: " + d) }
    let kinds = Mutations.Kind.allCases.map { "\(total.counted[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
    print(
      "mutation test (\(what)): \(total.total) mutants (\(kinds)) judged by \(Self.runsPerProgram) real runs each; "
        + "\(total.seen + total.seenPairs) accepted as orders real runs show; \(total.unconfirmed.count) reorderings "
        + "not yet seen in a real run; \(total.failures.count) unexplained ("
        + String(format: "%.1f s", Date().timeIntervalSince(start)) + ")")
    #expect(total.total >= 300)
  }

  /// Saves the programs of a lesson that differs (those its divergences point into; all of them
  /// when none can be told), each shrunk to the fewest statements that still differ (`Shrinker`),
  /// as fixed cases under Regressions/.
  func saveRegressions(_ r: Verifier.Result, lesson: SourceFile, generator: ProgramGenerator, first: Int, count: Int) {
    guard let toolchain = Self.toolchain else { return }
    let text = String(decoding: lesson.bytes, as: UTF8.self)
    let shrinker = Shrinker(verifier: Verifier(toolchain: toolchain), generator: generator)
    try? FileManager.default.createDirectory(at: Self.regressions, withIntermediateDirectories: true)
    for n in generator.programs(in: text, named: r.divergenceLines, among: first..<first + count) {
      let path = Self.regressions.appendingPathComponent("generated-\(generator.seed)-\(n).swift")
      let shrunk = shrinker.shrink(n)
      try? (shrunk?.lesson ?? generator.lesson(n..<n + 1)).write(to: path, atomically: true, encoding: .utf8)
      let how =
        shrunk.map { "shrunk to \($0.program.statements.count) of \($0.originalCount) statements" } ?? "as generated"
      print("saved program \(n) of seed \(generator.seed) (\(how)) as \(path.path): fix the playground, then commit it")
    }
  }
}

/// The `swiftc` on PATH, looked up once.
enum InstalledToolchain {
  static let swiftc = SwiftToolchain.find()
}
