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
      let export = try SwiftExport.export(file)
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
    let units = unitIndex.map { i in
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
    let build = toolchain.build(units, in: dir, jobs: compileJobs)

    // Run every program that was built.
    let real = LockedBox<[Int: (String, Subprocess.Result)]>([:])
    if let exe = build.executable {
      let runnable = units.indices.filter { build.failures[$0] == nil }
      // A real run takes about the lesson's virtual time; a lesson the playground found never
      // ending gets only a short wait.
      let timeouts = runnable.map { u -> Double in
        let side = prepared[unitIndex[u]].playground
        switch side.stop {
        case .runsForever, .outOfMemory: return 3 + 3 * side.virtualSeconds
        case .finished, .trapped: break
        }
        return 30 + 4 * side.virtualSeconds  // generous: a loaded machine must not make a verdict
      }
      Subprocess.parallel(runnable.count, jobs: runJobs) { k in
        let u = runnable[k]
        let timeout = min(timeouts[k], 300)
        guard let scratch = sandbox.prepareScratch(in: dir) else { return }
        let (program, arguments) = sandbox.command(
          exe, [String(u)], readOnly: dir, scratch: scratch, cpuSeconds: Int(timeout.rounded(.up)))
        let r = Subprocess.run(
          program, arguments, timeout: timeout, mergeOutput: true, environment: ["TMPDIR": scratch])
        real.mutate { $0[u] = (String(decoding: r.stdout, as: UTF8.self), r) }
      }
    }
    let realRuns = real.value

    for (u, i) in unitIndex.enumerated() {
      if let diagnostics = build.failures[u] {
        prepared[i].result.verdict = .notCompiled
        prepared[i].result.divergences = Verifier.errorLines(diagnostics)
        continue
      }
      guard let (text, r) = realRuns[u] else {
        prepared[i].result.verdict = .notCompiled
        prepared[i].result.divergences = Verifier.errorLines(build.linkError ?? "the batch did not link")
        continue
      }
      // What a shell would have recorded: the output, then the exit status.
      let status = r.signaled ? 128 + Int(r.status) : Int(r.status)
      let recording = text + (text.isEmpty || text.hasSuffix("\n") ? "" : "\n") + "exit \(status)\n"
      prepared[i].result.seconds = r.seconds
      Verifier.finish(
        &prepared[i], recording: recording, module: units[u].moduleName, timedOut: r.timedOut, seconds: r.seconds)
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
      if let build = (try? RecordedRun.parse(recording, lessonPath: file.path))?.build {
        version = "\(build.swiftVersion) (recorded on \(build.platform))"
      }
      finish(&prepared, recording: recording, module: nil, timedOut: false, seconds: 0)
    }
    return Report(
      results: [prepared.result], swiftVersion: version, buildSeconds: 0, totalSeconds: Date().timeIntervalSince(start),
      notes: [])
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
}
