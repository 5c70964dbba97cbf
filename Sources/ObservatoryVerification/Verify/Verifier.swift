import Foundation
import ObservatoryEngine

/// `observatory verify`: runs lessons in the playground, exports those it accepts, builds them
/// against the real Observation runtime in one batch, runs each program, and compares what it
/// printed, which checks failed and how it ended with the playground's run (`Comparison`). Or,
/// with `--recorded`, compares the playground with a run recorded elsewhere (`RecordedRun`).
public struct Verifier: Sendable {
  /// The compiler (not needed to compare with a recording).
  public let toolchain: SwiftToolchain?
  /// Parallel compiler jobs.
  public var compileJobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// Programs run at once (they mostly sleep: virtual sleeps are real sleeps here).
  public var runJobs = 4
  /// Keep the build folder here (exported sources, objects, the program) instead of a temporary one.
  public var keepDirectory: String?
  /// Real runs of every program (more than one: every run is kept in `Result.realRuns`, the
  /// evidence the mutation test judges mutants by).
  public var runsPerProgram = 1
  /// Further runs of a program whose run differs, to tell a race in Swift from a divergence.
  public var confirmRuns = 3

  public init(toolchain: SwiftToolchain?) { self.toolchain = toolchain }

  public func verify(paths: [String]) -> Report {
    var files: [SourceFile] = []
    var unreadable: [Result] = []
    for p in paths {
      do { files.append(try LessonRun.load(path: p)) } catch let e as LessonError {
        unreadable.append(Result(path: p, verdict: .lessonError, divergences: [e.message]))
      } catch {
        unreadable.append(Result(path: p, verdict: .lessonError, divergences: ["\(error)"]))
      }
    }
    let r = verify(files)
    return Report(
      results: unreadable + r.results, swiftVersion: r.swiftVersion, buildSeconds: r.buildSeconds,
      totalSeconds: r.totalSeconds, notes: r.notes)
  }

  /// A lesson made ready for the build: its playground run and its program (nil: not built, and
  /// the result says why).
  struct Prepared {
    var result: Result
    let playground: PlaygroundSide
    let export: SwiftExport?
  }

  /// Runs the lesson in the playground and exports it, unless the playground rejects it: a lesson
  /// the playground does not accept is never built (it could do what lessons cannot, like
  /// writing a file).
  static func prepare(_ file: SourceFile) -> Prepared {
    var result = Result(path: file.path, verdict: .agrees)
    let side = PlaygroundSide.run(file)
    result.outputLineCount = side.lines.count - side.failed
    result.passedChecks = side.passed
    result.failedChecks = side.failed
    if let e = side.loadError {
      result.verdict = .lessonError
      result.divergences =
        ["the playground rejects this lesson, so it is not built or run:"]
        + e.rendered().split(separator: "\n").map { "  " + $0 }
      return Prepared(result: result, playground: side, export: nil)
    }
    do {
      let export: SwiftExport
      do { export = try SwiftExport.export(file, traced: true) } catch let e as SwiftExport.TraceUnsupported {
        // Built without the trace: its printed lines are still compared.
        export = try SwiftExport.export(file)
        result.traceNote = "events not compared: the trace cannot follow \(e.description)"
      }
      result.simulatedOnly = export.simulatedOnly
      return Prepared(result: result, playground: side, export: export)
    } catch let e as LessonError {
      result.verdict = .lessonError
      result.divergences = e.rendered().split(separator: "\n").map(String.init)
    } catch {
      result.verdict = .lessonError
      result.divergences = ["\(error)"]
    }
    return Prepared(result: result, playground: side, export: nil)
  }

  public func verify(_ files: [SourceFile]) -> Report {
    let start = Date()
    guard let toolchain else {
      return Report(results: [], swiftVersion: "?", buildSeconds: 0, totalSeconds: 0, notes: [])
    }
    var prepared = files.map(Verifier.prepare)
    let unitIndex = prepared.indices.filter { prepared[$0].export != nil }
    var units = unitIndex.map { i in
      // A trap's lesson line comes from the backtrace, which needs line tables.
      let traps: Bool
      if case .trapped = prepared[i].playground.stop { traps = true } else { traps = false }
      return SwiftToolchain.Unit(
        source: prepared[i].export!.source, moduleName: "ObservatoryLesson\(i)", entryPoint: "observatory_lesson_\(i)",
        lineTables: traps)
    }
    // A private folder for the batch (removed at the end, or by `Cleanup` if verify is stopped).
    let folder = keepDirectory == nil ? Sandbox.folder("verify") : nil
    guard let dir = keepDirectory ?? folder?.path else {
      return Report(
        results: [], swiftVersion: toolchain.shortVersion, buildSeconds: 0, totalSeconds: 0,
        notes: ["observatory verify: cannot make a temporary folder"])
    }
    defer { folder?.remove() }
    let sandbox = Sandbox.current
    var build = toolchain.build(units, in: dir, jobs: compileJobs)
    // A lesson whose top level never awaits is synchronous Swift, whose `let`s swiftc does not
    // fold; the export's final `await` and the batch's entry point make them constants it folds
    // (`let big = Int.max; print(big + 1)`: "results in an overflow"). Such programs are built
    // again without both, as the compiler check does (`CompilerGate+SynchronousTopLevel`), and
    // trap when they run.
    let folded = units.indices.filter { u in
      guard let said = build.failures[u], units[u].source.hasSuffix(SwiftExport.endOfLesson) else { return false }
      let errors = CompilerDiagnostic.parse(said).filter { $0.kind == .error }
      return !errors.isEmpty && errors.allSatisfy(CompilerGate.isConstantFoldingError)
    }
    if !folded.isEmpty {
      for u in folded {
        let old = units[u]
        units[u] = SwiftToolchain.Unit(
          source: String(old.source.dropLast(SwiftExport.endOfLesson.count)), moduleName: old.moduleName,
          entryPoint: old.entryPoint, lineTables: old.lineTables)
        units[u].ownMain = true
      }
      let again = toolchain.build(units, in: dir, jobs: compileJobs)
      if folded.allSatisfy({ again.failures[$0] == nil }) { build = again }
    }

    // Run every program that was built (`runsPerProgram` times each).
    let runnable = units.indices.filter { build.failures[$0] == nil && build.executable != nil }
    // A real run takes about the lesson's virtual time; a lesson the playground found never
    // ending gets only a short wait.
    let timeouts = units.indices.map { u -> Double in
      let side = prepared[unitIndex[u]].playground
      switch side.stop {
      case .runsForever, .outOfMemory: return 3 + 3 * side.virtualSeconds
      case .finished, .trapped: return min(300, 30 + 4 * side.virtualSeconds)  // a loaded machine must not decide
      }
    }
    let runner = build.executable.map { Runner(executable: $0, directory: dir, sandbox: sandbox) }
    let runs = Verifier.runAll(
      runnable.flatMap { u in (0..<max(1, runsPerProgram)).map { _ in u } }, runner, timeouts, jobs: runJobs)

    var differing: [Int] = []
    for (u, i) in unitIndex.enumerated() {
      if let diagnostics = build.failures[u] {
        prepared[i].result.verdict = .notCompiled
        prepared[i].result.divergences = Verifier.errorLines(diagnostics)
        continue
      }
      guard let all = runs[u], !all.isEmpty else {
        prepared[i].result.verdict = .notCompiled
        prepared[i].result.divergences = Verifier.errorLines(build.linkError ?? "the batch did not link")
        continue
      }
      prepared[i].result.seconds = all[0].seconds
      Verifier.settle(&prepared[i], runs: all, module: units[u].moduleName)
      if prepared[i].result.verdict == .differs && !all[0].timedOut { differing.append(u) }
    }
    // A program that differs runs again: where another of Swift's own runs agrees, Swift's order
    // is not fixed there (a `Task.yield()` race), and that is what is reported.
    if let runner, confirmRuns > 0, !differing.isEmpty {
      let again = Verifier.runAll(
        differing.flatMap { u in (0..<confirmRuns).map { _ in u } }, runner, timeouts, jobs: runJobs)
      for u in differing {
        Verifier.settle(&prepared[unitIndex[u]], runs: (runs[u] ?? []) + (again[u] ?? []), module: units[u].moduleName)
      }
    }
    return Report(
      results: prepared.map(\.result), swiftVersion: toolchain.shortVersion, buildSeconds: build.seconds,
      totalSeconds: Date().timeIntervalSince(start),
      notes: toolchain.versionNotes + (build.executable != nil ? sandbox.notes : []))
  }

  /// `observatory verify LESSON --recorded FILE`: the playground against a run recorded elsewhere
  /// (FILE is what `./program > FILE 2>&1; echo "exit $?" >> FILE` writes).
  public static func verify(_ file: SourceFile, recording: String) -> Report {
    let start = Date()
    var prepared = prepare(file)
    var version = "(an unreadable recording)"
    if prepared.export != nil {
      if let build = (try? RecordedRun.parse(RecordedRun.split(recording).first ?? "", lessonPath: file.path))?.build {
        version = "\(build.swiftVersion) (recorded on \(build.platform))"
      }
      // A file may hold several runs of the program, one after another.
      let runs = RecordedRun.split(recording).map { Runner.Run(recording: $0, timedOut: false, seconds: 0) }
      settle(&prepared, runs: runs, module: nil)
    }
    return Report(
      results: [prepared.result], swiftVersion: version, buildSeconds: 0, totalSeconds: Date().timeIntervalSince(start),
      notes: [])
  }

  /// Compares a prepared lesson with Swift's runs of it: the first decides, unless it differs and
  /// another run agrees, which shows an order Swift does not fix (reported as nondeterministic,
  /// with the first run's divergences).
  static func settle(_ p: inout Prepared, runs: [Runner.Run], module: String?) {
    guard let first = runs.first else { return }
    p.result.divergences = []
    p.result.notes = []
    p.result.neitherEnds = nil
    finish(&p, recording: first.recording, module: module, timedOut: first.timedOut, seconds: first.seconds)
    p.result.realRuns = runs.map(\.recording)
    guard p.result.verdict == .differs, runs.count > 1 else { return }
    var agreeing: [Int] = []
    for (k, run) in runs.enumerated().dropFirst() {
      var other = p
      other.result.divergences = []
      other.result.notes = []
      other.result.neitherEnds = nil
      finish(&other, recording: run.recording, module: module, timedOut: run.timedOut, seconds: run.seconds)
      if other.result.passed { agreeing.append(k) }
    }
    guard let k = agreeing.first else {
      p.result.notes.append("Swift ran it \(runs.count) times: every run differs from the playground")
      return
    }
    p.result.verdict = .nondeterministic
    p.result.notes.insert(
      "Swift's own runs differ from each other: \(agreeing.count) of \(runs.count) agree with the playground (run "
        + "\(k + 1) does), run 1 differs as shown above: an order Swift does not fix (a race, such as a Task.yield() "
        + "ending a transaction or not)", at: 0)
  }

  /// Compares a prepared lesson with its recorded run and gives the verdict.
  static func finish(
    _ p: inout Prepared, recording: String, module: String?, timedOut: Bool, seconds: Double
  ) {
    guard let export = p.export else { return }
    p.result.playground = p.playground
    p.result.recording = recording
    p.result.module = module
    var run: RecordedRun
    do { run = try RecordedRun.parse(recording, lessonPath: p.result.path, module: module) } catch {
      p.result.verdict = .lessonError
      p.result.divergences = ["\(error)"]
      return
    }
    if timedOut {
      run.timedOut = true
      run.exitStatus = nil
      run.trap = nil
    }
    run.seconds = seconds
    Comparison.compare(p.playground, run, into: &p.result)
    Comparison.compareCombine(run, legacy: !export.simulatedOnly.isEmpty, into: &p.result)
    if let note = p.result.traceNote { p.result.notes.append(note) }
    if let mine = export.sourceHash, let theirs = run.traceSource, mine != theirs {
      p.result.divergences.insert(
        "the recording comes from another program: it names the lesson text \(theirs), this lesson's is \(mine) "
          + "(another lesson, or an edited one: record it again)", at: 0)
    }
    let realCombine = run.build?.realCombine ?? false
    if !p.result.divergences.isEmpty {
      p.result.verdict = .differs
    } else if let why = p.result.neitherEnds {
      p.result.verdict = .neitherEnds
      p.result.notes.insert("neither ends: " + why, at: 0)
    } else if !export.simulatedOnly.isEmpty && !realCombine {
      p.result.verdict = .simulatedOnly
    } else {
      p.result.verdict = export.hostsViews ? .simulatedHost : .agrees
    }
    if !export.simulatedOnly.isEmpty {
      let lines = export.simulatedOnly.map { "\($0.line)" }.joined(separator: ", ")
      p.result.notes.insert(
        realCombine
          ? "the legacy parts (lines \(lines)) ran on the real Combine of the recording's machine"
          : "simulated only: ObservableObject, @Published and Combine do not exist on Linux; the legacy parts "
            + "(lines \(lines)) ran on the prelude's stand-in, so only the @Observable parts are verified "
            + "(record the program on a Mac to verify them: observatory verify LESSON --recorded FILE)", at: 0)
    }
    if export.hostsViews {
      p.result.notes.append(
        "simulated host: SwiftUI does not run here; the views ran on the prelude's host, built on the real "
          + "Observation tracking (as probe p20 builds one), so what is verified is which writes reach which bodies")
    }
  }

  static func errorLines(_ diagnostics: String) -> [String] {
    var ls = diagnostics.split(separator: "\n").map(String.init)
    let errors = ls.filter { $0.contains(": error: ") }
    if !errors.isEmpty { ls = errors }
    return Array(ls.prefix(8))
  }

  /// Runs the batch program for one lesson in the sandbox.
  struct Runner: Sendable {
    let executable: String
    let directory: String
    let sandbox: Sandbox

    /// One run, as a shell would have recorded it: the output, then `exit N`.
    struct Run: Sendable {
      let recording: String
      let timedOut: Bool
      let seconds: Double
    }

    func run(_ unit: Int, timeout: Double) -> Run? {
      guard let scratch = sandbox.prepareScratch(in: directory) else { return nil }
      let (program, arguments) = sandbox.command(
        executable, [String(unit)], readOnly: directory, scratch: scratch, cpuSeconds: Int(timeout.rounded(.up)))
      let r = Subprocess.run(program, arguments, timeout: timeout, mergeOutput: true, environment: ["TMPDIR": scratch])
      let text = String(decoding: r.stdout, as: UTF8.self)
      let status = r.signaled ? 128 + Int(r.status) : Int(r.status)
      return Run(
        recording: text + (text.isEmpty || text.hasSuffix("\n") ? "" : "\n") + "exit \(status)\n", timedOut: r.timedOut,
        seconds: r.seconds)
    }
  }

  /// Runs each listed unit (a unit listed twice runs twice), `jobs` at a time; the runs of each
  /// unit in the order listed.
  static func runAll(_ list: [Int], _ runner: Runner?, _ timeouts: [Double], jobs: Int) -> [Int: [Runner.Run]] {
    guard let runner else { return [:] }
    let out = LockedBox<[Int: Runner.Run]>([:])
    Subprocess.parallel(list.count, jobs: jobs) { k in
      if let r = runner.run(list[k], timeout: timeouts[list[k]]) { out.mutate { $0[k] = r } }
    }
    var byUnit: [Int: [Runner.Run]] = [:]
    for (k, u) in list.enumerated() { if let r = out.value[k] { byUnit[u, default: []].append(r) } }
    return byUnit
  }
}
