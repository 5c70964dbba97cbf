import Foundation
import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryVerification

/// `observatory verify LESSON... [--keep DIR] [--jobs N] [--verbose]`, `--generate N [--seed S]
/// [--jobs N]` (a program that differs is shrunk and kept as a regression), and `observatory verify
/// LESSON --recorded FILE` (FILE may hold several runs).
struct VerifyCommand {
  let args: Arguments
  let style: TextStyle

  func execute() -> Int32 {
    // A signal to verify kills what it started and removes its folders before it ends.
    Cleanup.stopOnSignals()
    if args.options["--recorded"] != nil { return recorded() }
    if args.options["--generate"] != nil { return generated() }
    let paths: [String]
    do { paths = try Checker.lessonPaths(args.paths.isEmpty ? ["Lessons"] : args.paths) } catch let e as LessonError {
      writeErr(e.rendered(color: false))
      return 2
    } catch {
      writeErr("\(error)")
      return 2
    }
    guard !paths.isEmpty else {
      writeErr("observatory verify: no lessons (.swift files) found")
      return 2
    }
    guard let toolchain = supportedToolchain(), var verifier = configured(Verifier(toolchain: toolchain)) else {
      return 2
    }
    verifier.keepDirectory = args.options["--keep"].map { ($0 as NSString).standardizingPath }
    return report(verifier, verifier.verify(paths: paths))
  }

  /// `--generate N [--seed S]`: random programs, ten to a lesson (one module each).
  func generated() -> Int32 {
    guard let n = Int(args.options["--generate"] ?? ""), n > 0 else {
      writeErr("observatory verify: --generate takes a number of programs")
      return 2
    }
    let seed = args.options["--seed"].map { UInt64($0) } ?? UInt64.random(in: 1...999_999)
    guard let seed else {
      writeErr("observatory verify: --seed takes a whole number")
      return 2
    }
    guard let toolchain = supportedToolchain(), var verifier = configured(Verifier(toolchain: toolchain)) else {
      return 2
    }
    verifier.keepDirectory = args.options["--keep"].map { ($0 as NSString).standardizingPath }
    print("generated programs: \(n), seed \(seed) (reproduce with --generate \(n) --seed \(seed))")
    // The programs' files: kept with --keep, else in a private folder removed on every way out
    // (the seed makes them again).
    let folder = verifier.keepDirectory == nil ? TempFolder.make("generated") : nil
    guard let dir = verifier.keepDirectory ?? folder?.path else {
      writeErr("observatory verify: cannot make a temporary folder")
      return 2
    }
    defer { folder?.remove() }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let generator = ProgramGenerator(seed: seed)
    let files = generator.lessons(count: n).enumerated().map { k, text in
      let path = "\(dir)/generated-\(seed)-\(k).swift"
      try? text.write(toFile: path, atomically: false, encoding: .utf8)
      return SourceFile(path: path, text: text)
    }
    let result = verifier.verify(files)
    let status = report(verifier, result)
    // Each program that differs, shrunk to the fewest statements that still differ, kept as a
    // regression (verified on every test run once committed).
    let shrinker = Shrinker(verifier: verifier, generator: generator)
    for (k, r) in result.results.enumerated() where r.verdict == .differs {
      for index in generator.programs(
        in: String(decoding: files[k].bytes, as: UTF8.self), named: r.divergenceLines,
        among: k * 10..<min(n, k * 10 + 10))
      {
        print("shrinking program \(index) of seed \(seed)...")
        guard let shrunk = shrinker.shrink(index, log: { print("  " + $0) }) else { continue }
        let folder =
          FileManager.default.fileExists(atPath: "Tests/ObservatoryTests/Regressions")
          ? "Tests/ObservatoryTests/Regressions/" : ""
        let path = "\(folder)generated-\(seed)-\(index).swift"
        try? shrunk.lesson.write(toFile: path, atomically: false, encoding: .utf8)
        print(
          "kept program \(index) (\(shrunk.program.statements.count) of \(shrunk.originalCount) statements) as \(path): "
            + "fix the playground, then commit it")
      }
    }
    return status
  }

  /// `--jobs N` applied: parallel compiler jobs (both cores by default); nil if it is not a number.
  func configured(_ verifier: Verifier) -> Verifier? {
    var verifier = verifier
    guard let jobs = args.options["--jobs"] else { return verifier }
    guard let n = Int(jobs), n > 0 else {
      writeErr("observatory verify: --jobs takes a number of parallel compiler jobs")
      return nil
    }
    verifier.compileJobs = n
    return verifier
  }

  /// The swiftc on PATH, if it can build exported lessons (else says why).
  func supportedToolchain() -> SwiftToolchain? {
    guard let toolchain = SwiftToolchain.find() else {
      writeErr(SwiftToolchain.missingMessage)
      return nil
    }
    guard toolchain.isSupported else {
      writeErr(toolchain.unsupportedMessage)
      return nil
    }
    return toolchain
  }

  /// `LESSON --recorded FILE`: the playground against a run recorded elsewhere, no compiler needed.
  func recorded() -> Int32 {
    guard let file = args.options["--recorded"], args.paths.count == 1 else {
      writeErr(
        "observatory verify: --recorded compares one lesson with one recording: "
          + "observatory verify LESSON --recorded FILE")
      return 2
    }
    // A regular file only, within 64 MB (`LessonFile`): a pipe there is refused, not waited on.
    let data: [UInt8]
    do {
      data = try LessonFile.readBytes(path: file, limit: 64 << 20) { _ in
        LessonError(.limit, "the recording '\(file)' is larger than 64 MB", at: nil)
      }
    } catch let e as LessonError {
      writeErr(
        "observatory verify: "
          + e.message.replacingOccurrences(of: "cannot read '", with: "cannot read the recording '"))
      return 2
    } catch {
      writeErr("observatory verify: cannot read the recording '\(file)'")
      return 2
    }
    let lesson: SourceFile
    do { lesson = try LessonRun.load(path: args.paths[0]) } catch let e as LessonError {
      writeErr(e.rendered(color: false))
      return 2
    } catch {
      writeErr("\(error)")
      return 2
    }
    let report = Verifier.verify(lesson, recording: String(decoding: data, as: UTF8.self))
    return self.report(nil, report)
  }

  func report(_ verifier: Verifier?, _ report: Verifier.Report) -> Int32 {
    let verbose = args.flags.contains("--verbose") || args.flags.contains("-v")
    for line in report.lines(style: style, verbose: verbose) { print(line) }
    if let keep = verifier?.keepDirectory {
      print(style.dim("exported programs, objects and the batch program are in \(keep)"))
    }
    return report.allAgree ? 0 : 1
  }
}
